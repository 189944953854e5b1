import { canAccessSection } from '../credenciais/can-access-section.ts';
import type { CredenciaisOperacao } from './coddao.ts';

/** Whether the guard needs the parsed parameters (a module's section), so it can only run after the schema. */
export function dependeDosParametros(
  exigidas: CredenciaisOperacao | undefined,
): exigidas is { readonly secaoNoParametro: number } {
  return exigidas !== undefined && 'secaoNoParametro' in exigidas;
}

/**
 * Whether a person's credentials let them call an operation with these parameters: a fixed list needs any one of
 * its codes (an empty one, none); a module's section follows SPEC §6 through canAccessSection, so the API and the
 * app's route guard apply one rule.
 */
export function credenciaisPermitem(
  exigidas: CredenciaisOperacao | undefined,
  daPessoa: readonly string[],
  parametros: unknown = [],
): boolean {
  if (exigidas === undefined) return true;
  if (dependeDosParametros(exigidas)) {
    const secao = Array.isArray(parametros) ? parametros[exigidas.secaoNoParametro] : undefined;
    return canAccessSection(typeof secao === 'string' ? secao : '', daPessoa);
  }
  return exigidas.length === 0 || exigidas.some((c) => daPessoa.includes(c));
}
