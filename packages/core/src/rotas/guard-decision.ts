import { canAccessSection } from '../credenciais/can-access-section.ts';
import { isPublicUrl } from './url-publica.ts';

/** What the route guard does: let through, send to login, or send to /home/recados. */
export type DecisaoGuarda = 'allow' | 'login' | 'home';

/**
 * Decides a guarded navigation: public fragments pass; not logged in goes to login; no current user or a missing
 * section credential goes home; otherwise it passes.
 *
 * @example
 * guardDecision({ url: '/escola/notas', loggedIn: true, hasUser: true, credenciais: ['I'] }); // 'home'
 */
export function guardDecision(input: {
  url: string;
  loggedIn: boolean;
  hasUser: boolean;
  credenciais: readonly string[];
}): DecisaoGuarda {
  if (isPublicUrl(input.url)) return 'allow';
  if (!input.loggedIn) return 'login';
  if (!input.hasUser) return 'home';
  return canAccessSection(input.url, input.credenciais) ? 'allow' : 'home';
}
