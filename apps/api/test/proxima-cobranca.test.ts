import type { CobrancaResumo } from '@portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEGREDO_WEBHOOK_DESENVOLVIMENTO } from '../src/config/app-settings.ts';
import { chamadaWebhook, ROTA_WEBHOOK } from '../src/pagamentos/chamada-webhook.ts';
import { CPF } from './fixtures.ts';
import { agoraTeste, buildTestApp, type TestApp } from './helper.ts';

/** Issue 13: the home's "next due" (coddao 505) follows the charges as they are paid. */
describe("the home's next due", () => {
  let t: TestApp;
  const agora = agoraTeste();
  beforeAll(async () => {
    t = await buildTestApp({ now: () => agora });
  });
  afterAll(() => t?.close());

  const proxima = async (token: string) =>
    (await t.callV4(505, ['W1'], { token })).body.conteudo.cobranca as CobrancaResumo | null;

  it('is the nearest charge to pay in the context, of the lists the person opens; the next one once paid', async () => {
    const ana = await t.login(CPF.ana);
    const primeira = await proxima(ana);
    if (!primeira) throw new Error('Ana não tem cobrança a pagar');
    expect(['aberto', 'vencido']).toContain(primeira.situacao);
    // Nothing to pay in any list she opens falls due before it.
    const lista = await t.callV4(500, ['W1', primeira.modulo, primeira.lista], { token: ana });
    const aPagar = (lista.body.conteudo.itens as CobrancaResumo[]).filter((c) =>
      ['aberto', 'vencido'].includes(c.situacao),
    );
    expect(aPagar.every((c) => c.vencimento >= primeira.vencimento)).toBe(true);

    const completa = (await t.callV4(501, ['W1', primeira.modulo, primeira.codcobranca], { token: ana })).body
      .conteudo;
    const chamada = await chamadaWebhook(
      SEGREDO_WEBHOOK_DESENVOLVIMENTO,
      { id: `PROX-${primeira.codcobranca}`, txid: completa.txid, pagoEm: agora.toISOString(), meio: 'pix' },
      agora,
    );
    const pago = await t.app.inject({
      method: 'POST',
      url: ROTA_WEBHOOK,
      headers: chamada.headers,
      payload: chamada.corpo,
    });
    expect(pago.statusCode).toBe(200);
    const depois = await proxima(ana);
    expect(depois?.codcobranca).not.toBe(primeira.codcobranca);
    if (depois) expect(depois.vencimento >= primeira.vencimento).toBe(true);
  });

  it('is null for someone with nothing to pay', async () => {
    expect(await proxima(await t.login(CPF.elisa))).toBeNull();
  });
});
