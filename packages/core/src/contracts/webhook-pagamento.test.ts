import { describe, expect, it } from 'vitest';
import { hmacSha256Hex } from './hmac.ts';
import { assinarWebhook, webhookPagamentoSchema } from './webhook-pagamento.ts';

describe('webhook de pagamento', () => {
  it('signs timestamp and raw body together with HMAC-SHA-256', async () => {
    const corpo = '{"id":"P1"}';
    expect(await assinarWebhook('s', '1764000000', corpo)).toBe(
      `sha256=${await hmacSha256Hex('s', `1764000000.${corpo}`)}`,
    );
    expect(await assinarWebhook('s', '1764000001', corpo)).not.toBe(
      await assinarWebhook('s', '1764000000', corpo),
    );
  });

  it('needs an id, the charge (txid or nosso número), whole cents, an instant and how', () => {
    const ok = {
      id: 'P1',
      txid: 'COB1',
      valorCentavos: 100,
      pagoEm: '2026-11-24T10:00:00-03:00',
      meio: 'pix',
    };
    expect(webhookPagamentoSchema.safeParse(ok).success).toBe(true);
    expect(webhookPagamentoSchema.safeParse({ ...ok, txid: undefined }).success).toBe(false);
    expect(webhookPagamentoSchema.safeParse({ ...ok, valorCentavos: 1.5 }).success).toBe(false);
    expect(webhookPagamentoSchema.safeParse({ ...ok, meio: 'cheque' }).success).toBe(false);
    expect(webhookPagamentoSchema.safeParse({ ...ok, id: '' }).success).toBe(false);
  });
});
