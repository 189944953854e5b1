import type { RespostaPergunta } from '@portal/core';
import { chamar, operacoes } from '../../../lib/api-client.ts';

/** The building's surveys (coddao 750). */
export function listarPesquisas(pagina: number) {
  return chamar(operacoes.pesquisas, [pagina, 20]);
}

/** One survey, its questions and, once published, its results (coddao 751). */
export function lerPesquisa(codpesquisa: number) {
  return chamar(operacoes.pesquisa, [codpesquisa], undefined, { loader: false });
}

/** The caller's one answer (coddao 752). */
export function responderPesquisa(
  codpesquisa: number,
  respostas: RespostaPergunta[],
  idempotencyKey: string,
) {
  return chamar(operacoes.responderPesquisa, [codpesquisa], { respostas }, { idempotencyKey });
}
