import * as z from 'zod';
import { hmacSha256Hex } from './hmac.ts';

/** The headers of a payment provider's confirmation (POST /api/pagamentos/webhook). */
export const CABECALHOS_WEBHOOK = {
  timestamp: 'x-pagamento-timestamp',
  assinatura: 'x-pagamento-assinatura',
} as const;

/** How far the provider's clock may be from ours, in seconds (a replay later than this is refused). */
export const TOLERANCIA_WEBHOOK_S = 300;

/**
 * A provider's confirmation: its own payment id (the idempotency key), the charge by txid (Pix) or nosso número
 * (boleto), what was paid and when.
 */
export const webhookPagamentoSchema = z
  .object({
    id: z.string().trim().min(1).max(100),
    txid: z.string().trim().max(35).optional(),
    nossoNumero: z.string().trim().max(25).optional(),
    /** Absent: the amount due on the day paid. */
    valorCentavos: z.number().int().min(1).max(9_999_999_999).optional(),
    pagoEm: z.string().datetime({ offset: true }),
    meio: z.enum(['pix', 'boleto']),
  })
  .refine((w) => Boolean(w.txid || w.nossoNumero), { path: ['txid'] });
export type WebhookPagamento = z.infer<typeof webhookPagamentoSchema>;

/** The signed text: the timestamp, a dot, and the raw body byte for byte (a replayed body with a new time fails). */
export function textoAssinadoWebhook(timestamp: string, corpo: string): string {
  return `${timestamp}.${corpo}`;
}

/**
 * The provider's signature header value: 'sha256=' and the hex HMAC-SHA-256 of the signed text.
 * @example await assinarWebhook('segredo', '1764000000', '{"id":"P1"}')
 */
export async function assinarWebhook(secret: string, timestamp: string, corpo: string): Promise<string> {
  return `sha256=${await hmacSha256Hex(secret, textoAssinadoWebhook(timestamp, corpo))}`;
}
