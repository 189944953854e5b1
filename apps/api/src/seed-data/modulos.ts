import { listasCondominio } from './modulos/condominio.ts';
import { listasEscola } from './modulos/escola.ts';
import { listasFinancas } from './modulos/financas.ts';
import { listasInstitucional } from './modulos/institucional.ts';
import { listasPessoal } from './modulos/pessoal.ts';
import { listasPlanoSaude } from './modulos/planosaude.ts';
import type { ModuloListaSeed, ModuloRegistroSeed } from './types.ts';

/**
 * Every generic module list (coddao 300/301), keyed by the menu route '/{modulo}/{lista}'.
 * All 20 module sections of SPEC §2 have at least one list. Record ids (codregistro) are
 * unique across all lists.
 */
export const modulos: readonly ModuloListaSeed[] = [
  ...listasEscola,
  ...listasCondominio,
  ...listasPlanoSaude,
  ...listasFinancas,
  ...listasPessoal,
  ...listasInstitucional,
];

/** The list behind '/{modulo}/{lista}' (undefined when unknown). */
export function listaModulo(modulo: string, lista: string): ModuloListaSeed | undefined {
  return modulos.find((l) => l.modulo === modulo && l.lista === lista);
}

/** One record by module and id, with the list it belongs to (coddao 301). */
export function registroModulo(
  modulo: string,
  codregistro: number,
): { lista: ModuloListaSeed; registro: ModuloRegistroSeed } | undefined {
  for (const lista of modulos) {
    if (lista.modulo !== modulo) continue;
    const registro = lista.registros.find((r) => r.codregistro === codregistro);
    if (registro) return { lista, registro };
  }
  return undefined;
}
