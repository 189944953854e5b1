import { PARAMS_SISTEMA_SLOTS, type ParamsSistema } from './params-sistema.ts';

/**
 * Joins the five system parameters with semicolons, in SPEC §3's order.
 *
 * @example
 * serializeParamsSistema({ codEmpresa: '12', anoLetivo: '2026', codTurma: '', codAluno: '', codcondomino: '' });
 * // '12;2026;;;'
 */
export function serializeParamsSistema(p: ParamsSistema): string {
  return PARAMS_SISTEMA_SLOTS.map((slot) => p[slot] ?? '').join(';');
}
