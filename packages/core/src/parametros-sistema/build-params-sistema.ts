import { serializeParamsSistema } from './serialize-params-sistema.ts';
import { slotValue } from './slot-value.ts';

/** Raw values the system parameters are built from when the login response brings none. */
export interface FonteParamsSistema {
  empresaSelecionada?: unknown;
  empresa?: unknown;
  anoLetivo?: unknown;
  turma?: unknown;
  aluno?: unknown;
  condominio?: unknown;
  condominioAlt?: unknown;
}

/**
 * Builds the system-parameters string: selected company else company, school year, class, student, condominium
 * else the alternative condominium field, blanks for missing values.
 *
 * @example
 * buildParamsSistema({ empresa: 12, anoLetivo: 2026, condominioAlt: 'C1' }); // '12;2026;;;C1'
 */
export function buildParamsSistema(src: FonteParamsSistema): string {
  const fonte = src ?? {};
  return serializeParamsSistema({
    codEmpresa: slotValue(fonte.empresaSelecionada) || slotValue(fonte.empresa),
    anoLetivo: slotValue(fonte.anoLetivo),
    codTurma: slotValue(fonte.turma),
    codAluno: slotValue(fonte.aluno),
    codcondomino: slotValue(fonte.condominio) || slotValue(fonte.condominioAlt),
  });
}
