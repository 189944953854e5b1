import type { JustificarFaltaConteudo } from '@portal/core';
import { chamar, operacoes } from '../../../lib/api-client.ts';

/** A child's frequência: per subject, and the absences with their justification (coddao 245). */
export function lerFrequencia(codaluno: string) {
  return chamar(operacoes.frequenciaAluno, [codaluno]);
}

/** "Justificar falta" (coddao 246): the absences, the reason and an optional certificate. */
export function justificarFalta(codaluno: string, conteudo: JustificarFaltaConteudo, idempotencyKey: string) {
  return chamar(operacoes.justificarFalta, [codaluno], conteudo, { idempotencyKey });
}
