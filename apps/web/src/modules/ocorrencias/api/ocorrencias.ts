import type { SituacaoOcorrencia } from '@portal/core';
import { type ConteudoDe, chamar, operacoes } from '../../../lib/api-client.ts';
import { TAMANHO_PAGINA_MODULOS } from '../../../lib/tamanho-pagina.ts';

/** One page of the requests of the context's unit (coddao 761). */
export function listarMinhasOcorrencias(pagina: number) {
  return chamar(operacoes.ocorrencias, [pagina, TAMANHO_PAGINA_MODULOS]);
}

/** One page of the síndico's list of the building (coddao 766). */
export function listarOcorrenciasSindico(pagina: number) {
  return chamar(operacoes.ocorrenciasSindico, [pagina, TAMANHO_PAGINA_MODULOS]);
}

/** One request with its timeline and talk (coddao 762). */
export function lerOcorrencia(codocorrencia: number) {
  return chamar(operacoes.ocorrencia, [codocorrencia], undefined, { loader: false });
}

/** One of its photos (coddao 763). */
export function lerFotoOcorrencia(codocorrencia: number, ordem: number) {
  return chamar(operacoes.fotoOcorrencia, [codocorrencia, ordem], undefined, { loader: false });
}

/** Opens a request for the context's unit (coddao 760, idempotent). */
export function abrirOcorrencia(conteudo: ConteudoDe<'abrirOcorrencia'>, idempotencyKey: string) {
  return chamar(operacoes.abrirOcorrencia, [], conteudo, { idempotencyKey });
}

/** A message in its talk (coddao 764, idempotent). */
export function enviarMensagem(codocorrencia: number, texto: string, idempotencyKey: string) {
  return chamar(operacoes.mensagemOcorrencia, [codocorrencia], { texto }, { idempotencyKey, loader: false });
}

/** The síndico moves it, with an optional reply (coddao 765, idempotent). */
export function moverOcorrencia(
  codocorrencia: number,
  situacao: Exclude<SituacaoOcorrencia, 'aberta'>,
  mensagem: string,
  idempotencyKey: string,
) {
  return chamar(
    operacoes.moverOcorrencia,
    [codocorrencia],
    mensagem ? { situacao, mensagem } : { situacao },
    { idempotencyKey },
  );
}

/** The resident rates it, once (coddao 767, idempotent). */
export function avaliarOcorrencia(codocorrencia: number, nota: number, idempotencyKey: string) {
  return chamar(operacoes.avaliarOcorrencia, [codocorrencia], { nota }, { idempotencyKey });
}

/** The resident reopens it, once within 7 days (coddao 768, idempotent). */
export function reabrirOcorrencia(codocorrencia: number, motivo: string, idempotencyKey: string) {
  return chamar(operacoes.reabrirOcorrencia, [codocorrencia], { motivo }, { idempotencyKey });
}
