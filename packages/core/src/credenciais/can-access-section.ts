import { CREDENCIAIS_POR_SECAO } from './credenciais-por-secao.ts';
import { sectionOf } from './section-of.ts';

/**
 * Tells whether credentials open the section of a URL: sections outside SPEC §6's table are open to any logged-in
 * user, the others need at least one of their codes.
 *
 * @example
 * canAccessSection('/condominio/boletos', ['7']); // true
 * canAccessSection('/escola/notas', ['I']); // false
 * canAccessSection('/cantina', []); // true
 */
export function canAccessSection(url: string, credenciais: readonly string[]): boolean {
  const secao = sectionOf(url);
  if (!Object.hasOwn(CREDENCIAIS_POR_SECAO, secao)) return true;
  const exigidas = CREDENCIAIS_POR_SECAO[secao as keyof typeof CREDENCIAIS_POR_SECAO];
  return Array.isArray(credenciais) && exigidas.some((codigo) => credenciais.includes(codigo));
}
