import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CABECALHOS_WEBHOOK, type Cobranca, MENSAGENS_COBRANCA } from '@portal/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEGREDO_WEBHOOK_DESENVOLVIMENTO } from '../src/config/app-settings.ts';
import { cobranca, notificacao, pagamento, pushSaida } from '../src/db/schema/index.ts';
import { chamadaWebhook, ROTA_WEBHOOK } from '../src/pagamentos/chamada-webhook.ts';
import { PESSOA } from '../src/seed-data/index.ts';
import { v3Path } from './fixtures.ts';
import { agoraTeste, buildTestApp, databaseKinds, type TestApp } from './helper.ts';
import { textosDoPdf } from './pdf-texto.ts';

describe.each(databaseKinds())('POST /api/pagamentos/webhook on %s: paid means paid', (kind) => {
  let t: TestApp;
  let token: string;
  let aberta: Cobranca;
  beforeAll(async () => {
    t = await buildTestApp({ kind, now: agoraTeste });
    token = await t.login('52998224725');
    const lista = await t.callV4(500, ['W1', 'escola', 'mensalidades', 1, 100], { token });
    if (lista.status !== 200) throw new Error(JSON.stringify(lista.body));
    const resumo = lista.body.conteudo.itens.find(
      (i: Cobranca) => i.situacao === 'aberto' || i.situacao === 'vencido',
    );
    aberta = (await t.callV4(501, ['W1', 'escola', resumo.codcobranca], { token })).body.conteudo;
  });
  afterAll(() => t?.close());

  const pagamentoDe = (c: Cobranca, id: string) => ({
    id,
    txid: c.txid,
    valorCentavos: c.totalCentavos,
    pagoEm: agoraTeste().toISOString(),
    meio: 'pix' as const,
  });

  async function enviar(chamada: { corpo: string; headers: Record<string, string> }) {
    const res = await t.app.inject({
      method: 'POST',
      url: ROTA_WEBHOOK,
      headers: chamada.headers,
      payload: chamada.corpo,
    });
    return { status: res.statusCode, body: res.json() };
  }

  const pagamentosDa = async (codcobranca: number) =>
    t.database.db.select().from(pagamento).where(eq(pagamento.codcobranca, codcobranca));

  async function pdf(c: Cobranca) {
    const res = await t.app.inject({
      method: 'GET',
      url: await v3Path(c.documento.doc, c.documento.params),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    return {
      textos: await textosDoPdf(res.rawPayload),
      bruto: Buffer.from(res.rawPayload).toString('latin1'),
    };
  }

  it('the slip PDF: beneficiary with CNPJ, payer, the line in five groups, instructions, a drawn bar code', async () => {
    const { textos, bruto } = await pdf(aberta);
    expect(textos[0]).toBe('Boleto de pagamento');
    expect(textos).toContain(aberta.boleto?.linhaFormatada);
    expect(textos).toContain(`${aberta.beneficiario} - CNPJ ${aberta.beneficiarioCnpj}`);
    expect(textos).toContain(aberta.pagador);
    expect(textos).toContain('Instruções');
    expect(bruto).toMatch(/\/Subtype\s*\/Image/);
  });

  it('a wrong signature, a tampered body, a stale or future timestamp are 401 and change nothing', async () => {
    const certa = await chamadaWebhook(
      SEGREDO_WEBHOOK_DESENVOLVIMENTO,
      pagamentoDe(aberta, 'PX-ERRADO'),
      agoraTeste(),
    );
    const outraChave = await chamadaWebhook(
      'outra-chave-qualquer-1234',
      pagamentoDe(aberta, 'PX-ERRADO'),
      agoraTeste(),
    );
    const casos = [
      outraChave,
      { ...certa, corpo: certa.corpo.replace(String(aberta.totalCentavos), '1') },
      { ...certa, headers: { ...certa.headers, [CABECALHOS_WEBHOOK.assinatura]: '' } },
      await chamadaWebhook(
        SEGREDO_WEBHOOK_DESENVOLVIMENTO,
        pagamentoDe(aberta, 'PX-ERRADO'),
        new Date(agoraTeste().getTime() - 301_000),
      ),
      await chamadaWebhook(
        SEGREDO_WEBHOOK_DESENVOLVIMENTO,
        pagamentoDe(aberta, 'PX-ERRADO'),
        new Date(agoraTeste().getTime() + 301_000),
      ),
      { ...certa, headers: { ...certa.headers, [CABECALHOS_WEBHOOK.timestamp]: 'ontem' } },
    ];
    for (const caso of casos) {
      const r = await enviar(caso);
      expect(r.status).toBe(401);
      expect(r.body.codstatus).toBe(401);
      expect([MENSAGENS_COBRANCA.assinaturaInvalida, MENSAGENS_COBRANCA.horarioInvalido]).toContain(
        r.body.conteudo.mensagem,
      );
    }
    expect(await pagamentosDa(aberta.codcobranca)).toEqual([]);
    const [c] = await t.database.db
      .select()
      .from(cobranca)
      .where(eq(cobranca.codcobranca, aberta.codcobranca));
    expect(c?.pagoEm).toBeNull();
  });

  it('a timestamp within 5 minutes is accepted; unknown charge is 404', async () => {
    const desconhecida = await chamadaWebhook(
      SEGREDO_WEBHOOK_DESENVOLVIMENTO,
      { ...pagamentoDe(aberta, 'PX-X'), txid: 'NAOEXISTE' },
      new Date(agoraTeste().getTime() - 290_000),
    );
    expect((await enviar(desconhecida)).status).toBe(404);
  });

  it('50 identical calls at once: exactly one payment, the charge paid with its receipt, one notification', async () => {
    const chamada = await chamadaWebhook(
      SEGREDO_WEBHOOK_DESENVOLVIMENTO,
      pagamentoDe(aberta, 'PX-50'),
      agoraTeste(),
    );
    const antes = await t.database.db.select().from(notificacao).where(eq(notificacao.codpessoa, PESSOA.ana));
    // Ana's phone registered for push (coddao 320): the confirmation queues one push for it.
    const registro320 = await t.callV4(320, ['W1', 'android', 'token-push-do-celular-da-ana'], { token });
    expect(registro320.status).toBe(200);
    const respostas = await Promise.all(Array.from({ length: 50 }, () => enviar(chamada)));
    expect(respostas.every((r) => r.status === 200)).toBe(true);
    expect(respostas.filter((r) => r.body.conteudo.repetido === false)).toHaveLength(1);
    expect(await pagamentosDa(aberta.codcobranca)).toHaveLength(1);
    const depois = await t.database.db
      .select()
      .from(notificacao)
      .where(eq(notificacao.codpessoa, PESSOA.ana));
    const novas = depois.filter((n) => !antes.some((a) => a.codnotificacao === n.codnotificacao));
    expect(novas).toHaveLength(1);
    expect(novas[0]).toMatchObject({
      titulo: 'Pagamento confirmado',
      mensagem: `Recebemos o pagamento de ${aberta.titulo}.`,
      rota: `/escola/mensalidades/${aberta.codcobranca}`,
    });
    const pushes = await t.database.db
      .select()
      .from(pushSaida)
      .where(eq(pushSaida.tokenPush, 'token-push-do-celular-da-ana'));
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({
      codpessoa: PESSOA.ana,
      plataforma: 'android',
      titulo: 'Pagamento confirmado',
      rota: `/escola/mensalidades/${aberta.codcobranca}`,
      enviadoEm: null,
    });

    const paga = (await t.callV4(501, ['W1', 'escola', aberta.codcobranca], { token })).body
      .conteudo as Cobranca;
    expect(paga.situacao).toBe('pago');
    expect(paga.status).toBe('Pago');
    expect(paga.boleto).toBeUndefined();
    expect(paga.pagamento).toMatchObject({ meio: 'pix', valorCentavos: aberta.totalCentavos });
    expect(paga.documento.filename).toBe(`comprovante-${aberta.codcobranca}.pdf`);
    // The charge is its row only (issue 28): no module record copies it, none to repaint.
    const registro = await t.callV4(301, ['W1', 'escola', aberta.codcobranca], { token });
    expect(registro.status).toBe(400);

    const recibo = await pdf(paga);
    expect(recibo.textos[0]).toBe('Comprovante de pagamento');
    expect(recibo.textos).toContain('Autenticação');
    expect(recibo.textos).toContain(paga.pagamento?.autenticacao);
    expect(recibo.textos).not.toContain(aberta.boleto?.linhaFormatada);
    expect(recibo.bruto).not.toMatch(/\/Subtype\s*\/Image/);

    // The same call later (a provider's retry) still changes nothing.
    const replay = await enviar(
      await chamadaWebhook(SEGREDO_WEBHOOK_DESENVOLVIMENTO, pagamentoDe(aberta, 'PX-50'), agoraTeste()),
    );
    expect(replay.body.conteudo.repetido).toBe(true);
    expect(await pagamentosDa(aberta.codcobranca)).toHaveLength(1);
  });

  it('refuses everything when production has no key configured', async () => {
    const semChave = await buildTestApp({
      database: t.database,
      settings: { pagamentosWebhookSecret: null },
      now: agoraTeste,
    });
    const chamada = await chamadaWebhook(
      SEGREDO_WEBHOOK_DESENVOLVIMENTO,
      pagamentoDe(aberta, 'PX-PROD'),
      agoraTeste(),
    );
    const res = await semChave.app.inject({
      method: 'POST',
      url: ROTA_WEBHOOK,
      headers: chamada.headers,
      payload: chamada.corpo,
    });
    expect(res.statusCode).toBe(401);
    await semChave.close();
  });
});

describe('npm run pagar: plays the provider against a running server', () => {
  it('signs and sends the call for a nosso número; the charge turns paid for the amount due', async () => {
    const t = await buildTestApp();
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const endereco = t.app.server.address();
      const porta = typeof endereco === 'object' && endereco ? endereco.port : 0;
      const token = await t.login('52998224725');
      const lista = await t.callV4(500, ['W1', 'escola', 'mensalidades', 1, 100], { token });
      const resumo = lista.body.conteudo.itens[0] as Cobranca;
      expect(['aberto', 'vencido']).toContain(resumo.situacao);
      const c = (await t.callV4(501, ['W1', 'escola', resumo.codcobranca], { token })).body
        .conteudo as Cobranca;
      // Asynchronous: the server answering it runs in this very process.
      const { stdout: saida } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'scripts/pagar.ts', c.nossoNumero],
        {
          cwd: join(import.meta.dirname, '..'),
          env: { ...process.env, PORTAL_URL: `http://127.0.0.1:${porta}`, NODE_ENV: 'development' },
          timeout: 90_000,
        },
      );
      expect(saida).toContain('200');
      const paga = (await t.callV4(501, ['W1', 'escola', c.codcobranca], { token })).body
        .conteudo as Cobranca;
      expect(paga.situacao).toBe('pago');
      expect(paga.pagamento).toMatchObject({ meio: 'boleto', valorCentavos: c.totalCentavos });
    } finally {
      await t.close();
    }
    // A second Node process that compiles the script with tsx: slow on a loaded machine, not a timed test.
  }, 120_000);
});
