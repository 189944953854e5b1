import { MENSAGENS, MENSAGENS_API, ROTA_MUDANCAS } from '@portal/core';
import type { FastifyInstance } from 'fastify';
import { sendErro } from '../http/envelope.ts';
import type { Fluxo } from '../mudancas/fluxos.ts';
import type { AppServices } from '../services.ts';

/** Tells the client how long to wait before reconnecting by itself (EventSource's own retry). */
const RETRY_MS = 5000;

/**
 * GET /api/V4/mudancas?bilhete=… — Server-Sent Events for the ticket's person (coddao 609 gives the ticket:
 * EventSource sends no Authorization header, and a token in a URL would outlive its minute in some log). Each
 * write that concerns the person sends `event: mudanca` with its topics (mudancas/fluxos.ts); a comment every
 * 25 s keeps the line open. Never compressed or buffered: nginx is told by X-Accel-Buffering and its own
 * location (deploy/nginx); the request log prints the path with the ticket masked (http/log-redaction.ts).
 */
export function mudancasRoute(app: FastifyInstance, { tokens, fluxos, pessoas, now }: AppServices): void {
  app.get(ROTA_MUDANCAS, async (request, reply) => {
    const { bilhete } = (request.query ?? {}) as { bilhete?: unknown };
    const verificado =
      typeof bilhete === 'string' ? await tokens.verificarBilhete(bilhete, now().getTime()) : null;
    if (!verificado || !(await pessoas.buscar(verificado.codpessoa))) {
      return sendErro(reply, 401, MENSAGENS.tokenInvalido);
    }
    const socket = reply.raw;
    let aberto = true;
    const fluxo: Fluxo = {
      codpessoa: verificado.codpessoa,
      sid: verificado.sid,
      paramsistema: verificado.paramsistema,
      escrever: (texto) => {
        if (aberto) socket.write(texto);
      },
      fechar: () => {
        if (!aberto) return;
        aberto = false;
        socket.end();
      },
    };
    if (!fluxos.abrir(fluxo)) {
      reply.header('Retry-After', '30');
      return sendErro(reply, 503, MENSAGENS_API.servicoIndisponivel);
    }
    reply.hijack();
    // CORS and the security headers were set on the reply by the onRequest hooks; the raw head must carry them.
    socket.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Accel-Buffering': 'no',
      Connection: 'keep-alive',
    });
    socket.write(`retry: ${RETRY_MS}\n\n`);
    request.raw.socket.setNoDelay(true);
    const sair = () => {
      aberto = false;
      fluxos.remover(fluxo);
    };
    // The response's 'close': the client left, or the stream was ended here.
    socket.on('close', sair);
    socket.on('error', sair);
  });
}
