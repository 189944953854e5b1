import { MENSAGENS_API } from '@portal/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { caixaDeSaida } from '../conta/carteiro.ts';
import { sendErro } from '../http/envelope.ts';
import type { AppServices } from '../services.ts';

export const ROTA_CAIXA_DE_SAIDA = '/dev/caixa-de-saida';

const LOCAIS = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Only this machine, and not through a proxy (which would make every visitor look local). */
function local(request: FastifyRequest): boolean {
  return LOCAIS.has(request.socket.remoteAddress ?? '') && request.headers['x-forwarded-for'] === undefined;
}

const escapar = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * GET /dev/caixa-de-saida — the e-mails the server would have sent, newest first (HTML, or JSON when asked), for
 * the demo and the tests when no SMTP server is configured. Answers 404 to anyone but this machine, and whenever SMTP is configured.
 */
export function caixaDeSaidaRoute(app: FastifyInstance, { database, settings }: AppServices): void {
  app.get(ROTA_CAIXA_DE_SAIDA, async (request, reply) => {
    if (settings.smtp || !local(request)) return sendErro(reply, 404, MENSAGENS_API.recursoNaoEncontrado);
    const mensagens = await caixaDeSaida(database.db);
    if ((request.headers.accept ?? '').includes('application/json'))
      return reply
        .header('Cache-Control', 'no-store')
        .send(
          mensagens.map((m) => ({ para: m.para, assunto: m.assunto, texto: m.texto, criadoEm: m.criadoEm })),
        );
    const itens = mensagens
      .map(
        (m) =>
          `<article><h2>${escapar(m.assunto)}</h2><p>Para: ${escapar(m.para)} · ${m.criadoEm.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' })}</p><pre>${escapar(m.texto)}</pre></article>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(
        `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Caixa de saída</title><style>body{font-family:Arial,sans-serif;max-width:720px;margin:24px auto;padding:0 16px}article{border-bottom:1px solid #ddd;padding:8px 0}pre{white-space:pre-wrap;font-size:15px}</style></head><body><h1>Caixa de saída (sem SMTP configurado)</h1>${itens || '<p>Nenhuma mensagem.</p>'}</body></html>`,
      );
  });
}
