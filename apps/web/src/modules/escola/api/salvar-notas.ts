import type { NotaEnviada } from '@portal/core';
import { chamar, operacoes } from '../../../lib/api-client.ts';

/** Where a grade save goes: the class, subject, school year and bimester of coddao 241's parameters. */
export interface AlvoNotas {
  anoletivo: number;
  codturma: string;
  coddisciplina: number;
  bimestre: number;
}

/**
 * The changed grades of one class, subject and bimester (coddao 241), as one idempotent write: each row with the
 * `versao` the sheet gave, so the API refuses the save (400 CONFLITO) when someone changed a grade since.
 */
export function salvarNotas(alvo: AlvoNotas, notas: NotaEnviada[], idempotencyKey: string) {
  return chamar(
    operacoes.salvarNotas,
    [alvo.anoletivo, alvo.codturma, alvo.coddisciplina, alvo.bimestre],
    { notas },
    { idempotencyKey },
  );
}
