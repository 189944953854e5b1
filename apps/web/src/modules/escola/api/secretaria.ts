import { chamar, operacoes } from '../../../lib/api-client.ts';

/** The school office's pending absence justifications (coddao 290). */
export function lerJustificativasPendentes() {
  return chamar(operacoes.justificativasPendentes, []);
}

/** Accepts or refuses a justification (coddao 291); a refusal carries its reason. */
export function decidirJustificativa(
  codjustificativa: number,
  decisao: 'aceita' | 'recusada',
  motivoRecusa: string | undefined,
  idempotencyKey: string,
) {
  return chamar(
    operacoes.decidirJustificativa,
    [codjustificativa],
    motivoRecusa === undefined ? { decisao } : { decisao, motivoRecusa },
    { idempotencyKey },
  );
}

/** The students past the attendance alert line (coddao 292). */
export function lerRiscoFrequencia() {
  return chamar(operacoes.riscoFrequencia, []);
}

/** The school office's school, year and classes (coddao 287): where its recados and events may go. */
export function lerTurmasDaSecretaria() {
  return chamar(operacoes.turmasDaSecretaria, [], undefined, { loader: false });
}
