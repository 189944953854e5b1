import { PARAMS_SISTEMA_SLOTS, type ParamsSistema } from './params-sistema.ts';

/**
 * Splits a system-parameters string into its five slots; a missing slot is empty.
 *
 * @example
 * parseParamsSistema('12;2026'); // { codEmpresa: '12', anoLetivo: '2026', codTurma: '', codAluno: '', codcondomino: '' }
 */
export function parseParamsSistema(value: string | null | undefined): ParamsSistema {
  const partes = typeof value === 'string' ? value.split(';') : [];
  const [codEmpresa, anoLetivo, codTurma, codAluno, codcondomino] = PARAMS_SISTEMA_SLOTS.map(
    (_, i) => partes[i] ?? '',
  );
  return {
    codEmpresa: codEmpresa ?? '',
    anoLetivo: anoLetivo ?? '',
    codTurma: codTurma ?? '',
    codAluno: codAluno ?? '',
    codcondomino: codcondomino ?? '',
  };
}
