import { timingSafeEqual } from 'node:crypto';
import {
  assinarWebhook,
  CABECALHOS_WEBHOOK,
  MENSAGENS_API,
  MENSAGENS_COBRANCA,
  TOLERANCIA_WEBHOOK_S,
  webhookPagamentoSchema,
} from '@portal/core';
import type { FastifyInstance } from 'fastify';
import { sendEnvelope, sendErro } from '../http/envelope.ts';
import { confirmarPagamento } from '../pagamentos/confirmar-pagamento.ts';
import type { AppServices } from '../services.ts';

const LIMITE_CORPO = 16 * 1024;

function iguais(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * POST /api/pagamentos/webhook — the payment provider confirms a payment. The raw body is signed with the
 * settings' key together with the timestamp header (±5 min of our clock); anything unsigned, badly signed or
 * stale is 401 and changes nothing. Idempotent by the provider's payment id.
 */
export function webhookPagamentosRoute(app: FastifyInstance, { database, settings, now }: AppServices): void {
  app.register(async (escopo) => {
    // The signature covers the bytes as sent: keep the body as text, parse it only once it is trusted.
    escopo.removeAllContentTypeParsers();
    escopo.addContentTypeParser('*', { parseAs: 'string', bodyLimit: LIMITE_CORPO }, (_req, corpo, done) =>
      done(null, corpo),
    );
    escopo.post('/api/pagamentos/webhook', { bodyLimit: LIMITE_CORPO }, async (request, reply) => {
      const corpo = typeof request.body === 'string' ? request.body : '';
      const timestamp = String(request.headers[CABECALHOS_WEBHOOK.timestamp] ?? '');
      const assinatura = String(request.headers[CABECALHOS_WEBHOOK.assinatura] ?? '');
      const segredo = settings.pagamentosWebhookSecret;
      if (!segredo) return sendErro(reply, 401, MENSAGENS_COBRANCA.assinaturaInvalida);
      const segundos = /^\d{1,12}$/.test(timestamp) ? Number(timestamp) : Number.NaN;
      if (!(Math.abs(now().getTime() / 1000 - segundos) <= TOLERANCIA_WEBHOOK_S))
        return sendErro(reply, 401, MENSAGENS_COBRANCA.horarioInvalido);
      if (!iguais(assinatura, await assinarWebhook(segredo, timestamp, corpo)))
        return sendErro(reply, 401, MENSAGENS_COBRANCA.assinaturaInvalida);
      let json: unknown;
      try {
        json = JSON.parse(corpo);
      } catch {
        return sendErro(reply, 400, MENSAGENS_API.requisicaoInvalida);
      }
      const dados = webhookPagamentoSchema.safeParse(json);
      if (!dados.success) return sendErro(reply, 400, MENSAGENS_API.requisicaoInvalida);
      const r = await confirmarPagamento(database.db, dados.data, now());
      if (r.tipo === 'cobranca-desconhecida')
        return sendErro(reply, 404, MENSAGENS_COBRANCA.cobrancaNaoEncontrada);
      return sendEnvelope(reply, 200, { codcobranca: r.codcobranca, repetido: r.tipo === 'repetido' });
    });
  });
}
