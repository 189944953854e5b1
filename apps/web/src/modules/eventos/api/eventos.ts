import { type ConteudoDe, chamar, operacoes } from '../../../lib/api-client.ts';
import { TAMANHO_PAGINA_MODULOS } from '../../../lib/tamanho-pagina.ts';

/** One page of the open events (coddao 310). */
export function listarEventos(pagina: number) {
  return chamar(operacoes.eventos, [pagina, TAMANHO_PAGINA_MODULOS]);
}

/** Registration in an event (coddao 483), guarded by its Idempotency-Key. */
export function inscreverEmEvento(
  codevento: number,
  conteudo: ConteudoDe<'inscricaoEvento'>,
  idempotencyKey: string,
) {
  return chamar(operacoes.inscricaoEvento, [codevento], conteudo, { idempotencyKey });
}

/** Its cancellation until the event starts (coddao 484). */
export function cancelarInscricaoEmEvento(codevento: number, idempotencyKey: string) {
  return chamar(operacoes.cancelarInscricaoEvento, [codevento], undefined, { idempotencyKey });
}
