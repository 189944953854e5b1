import { isHomeUrl, ROTA_HOME_RECADOS } from '@portal/core';
import { chamar } from '../lib/api-client.ts';
import type { SessionStore } from '../lib/session/session-store.ts';
import type { Alertar, Platform } from '../platform/index.ts';
import { isNativa } from '../platform/plataforma.ts';

/** What React hands the native layer once it renders (the router's navigate, the feedback alert). */
export const pontePlataforma: {
  navigate: ((path: string) => void) | null;
  alert: Alertar | null;
  plataforma: Promise<Platform> | null;
} = { navigate: null, alert: null, plataforma: null };

/**
 * Starts the native layer (issue 6) before the first storage read, because initPlatform registers the
 * secure-storage driver synchronously as its first step. Its own steps then finish in the background.
 */
export async function iniciarPlataformaNativa(store: SessionStore): Promise<void> {
  // The web has no native behaviour to start (the platform layer is inert there): skip its chunk and round trip.
  if (!isNativa()) return;
  const modulo = await import('../platform/index.ts');
  pontePlataforma.plataforma = modulo.initPlatform({
    navigate: (path) => pontePlataforma.navigate?.(path),
    isHome: () => isHomeUrl(location.pathname) || location.pathname === ROTA_HOME_RECADOS,
    chamar,
    alert: (opts) => pontePlataforma.alert?.(opts) ?? Promise.resolve(),
    isLoggedIn: () => store.getState().loggedIn,
  });
  pontePlataforma.plataforma.catch((erro: unknown) => console.warn('Camada nativa indisponível.', erro));
}
