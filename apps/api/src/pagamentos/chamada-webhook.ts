import { assinarWebhook, CABECALHOS_WEBHOOK, type WebhookPagamento } from '@portal/core';

export const ROTA_WEBHOOK = '/api/pagamentos/webhook';

/** The provider's call for one payment: the raw body and its signed headers (the `pagar` script and tests). */
export async function chamadaWebhook(
  segredo: string,
  pagamento: WebhookPagamento,
  agora: Date,
): Promise<{ corpo: string; headers: Record<string, string> }> {
  const corpo = JSON.stringify(pagamento);
  const timestamp = String(Math.floor(agora.getTime() / 1000));
  return {
    corpo,
    headers: {
      'content-type': 'application/json',
      [CABECALHOS_WEBHOOK.timestamp]: timestamp,
      [CABECALHOS_WEBHOOK.assinatura]: await assinarWebhook(segredo, timestamp, corpo),
    },
  };
}
