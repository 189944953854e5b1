import { type CODIGO_CONFLITO, MENSAGENS_API } from '@portal/core';
import type { FastifyReply } from 'fastify';

/** Sends `{codstatus, conteudo}` with the same HTTP status (DESIGN.md: the status equals codstatus for errors). */
export function sendEnvelope(reply: FastifyReply, codstatus: number, conteudo: unknown): FastifyReply {
  return reply.code(codstatus).type('application/json; charset=utf-8').send({ codstatus, conteudo });
}

/** Same, for a conteudo already serialised (an idempotent replay, kept byte for byte). */
export function sendEnvelopeJson(reply: FastifyReply, codstatus: number, conteudoJson: string): FastifyReply {
  return reply
    .code(codstatus)
    .type('application/json; charset=utf-8')
    .send(`{"codstatus":${codstatus},"conteudo":${conteudoJson}}`);
}

export function sendErro(
  reply: FastifyReply,
  codstatus: number,
  mensagem: string,
  campos?: Record<string, string>,
  codigo?: typeof CODIGO_CONFLITO,
) {
  return sendEnvelope(reply, codstatus, {
    mensagem,
    ...(campos ? { campos } : {}),
    ...(codigo ? { codigo } : {}),
  });
}

/** Seconds a client is told to wait while the database is unreachable (the pool tries again on every request). */
export const ESPERA_INDISPONIVEL_S = 5;

/** 503 with Retry-After: the database cannot be reached now; the same request may succeed in a moment. */
export function sendIndisponivel(reply: FastifyReply) {
  return sendErro(
    reply.header('Retry-After', String(ESPERA_INDISPONIVEL_S)),
    503,
    MENSAGENS_API.servicoIndisponivel,
  );
}
