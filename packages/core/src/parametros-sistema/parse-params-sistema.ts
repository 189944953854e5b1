import type { ParamsSistema } from './params-sistema.ts';

/**
 * Splits a system-parameters string into its five slots; a missing slot is empty.
 *
 * @example
 * parseParamsSistema('12;2026'); // { codEmpresa: '12', anoLetivo: '2026', codTurma: '', codAluno: '', codcondomino: '' }
 */
export function parseParamsSistema(value: string | null | undefined): ParamsSistema {
  const partes = typeof value === 'string' ? value.split(';') : [];
  const slot = (i: number): string => partes[i] ?? '';
  return {
    codEmpresa: slot(0),
    anoLetivo: slot(1),
    codTurma: slot(2),
    codAluno: slot(3),
    codcondomino: slot(4),
  };
}
