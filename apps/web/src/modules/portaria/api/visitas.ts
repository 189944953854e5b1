import { type ConteudoDe, chamar, operacoes } from '../../../lib/api-client.ts';
import { TAMANHO_PAGINA_MODULOS } from '../../../lib/tamanho-pagina.ts';

/** One page of the passes of the context's units (coddao 720). */
export function listarVisitas(pagina: number) {
  return chamar(operacoes.visitas, [pagina, TAMANHO_PAGINA_MODULOS]);
}

/** Authorise a visitor for a unit (coddao 721), guarded by its Idempotency-Key. */
export function autorizarVisita(
  codcondomino: string,
  conteudo: ConteudoDe<'autorizarVisita'>,
  idempotencyKey: string,
) {
  return chamar(operacoes.autorizarVisita, [codcondomino], conteudo, { idempotencyKey });
}

/** Revoke a pass (coddao 722). */
export function revogarVisita(codautorizacao: number, idempotencyKey: string) {
  return chamar(operacoes.revogarVisita, [codautorizacao], undefined, { idempotencyKey });
}
