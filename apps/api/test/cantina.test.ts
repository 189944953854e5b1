import { type Cantina, MENSAGEM_RECARGA_INVALIDA } from '@portal/core';
import { hasError, parsePix } from 'pix-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEGREDO_WEBHOOK_DESENVOLVIMENTO } from '../src/config/app-settings.ts';
import { cantinaCompra } from '../src/db/schema/index.ts';
import { chamadaWebhook, ROTA_WEBHOOK } from '../src/pagamentos/chamada-webhook.ts';
import { ALUNO } from '../src/seed-data/index.ts';
import { CPF } from './fixtures.ts';
import { agoraTeste, buildTestApp, databaseKinds, REFERENCIA_TESTE, type TestApp } from './helper.ts';

/** Issue 13: the cafeteria card per student, its daily limit, and a Pix top-up that raises the balance once paid. */
describe('cantina (coddao 502–504)', () => {
  let t: TestApp;
  let ana: string;
  let chave = 0;
  beforeAll(async () => {
    t = await buildTestApp({ now: agoraTeste });
    ana = await t.login(CPF.ana);
  });
  afterAll(() => t?.close());

  const cartao = async (codaluno: string, token = ana) => t.callV4(502, ['W1', codaluno], { token });

  it('shows balance, daily limit, blocked items and the last purchases of the context’s student', async () => {
    const r = await cartao(ALUNO.lucas);
    expect(r.status).toBe(200);
    const c = r.body.conteudo as Cantina;
    expect(c).toMatchObject({
      codaluno: ALUNO.lucas,
      saldoCentavos: 4680,
      limiteDiarioCentavos: 2500,
      bloqueados: ['Refrigerante'],
    });
    expect(c.aluno).toMatch(/^Lucas/);
    expect(c.compras.length).toBeGreaterThan(0);
    expect(c.compras.map((x) => x.data)).toEqual([...c.compras.map((x) => x.data)].sort().reverse());
    // Another family's student is not answered.
    expect((await cartao(ALUNO.tiago)).status).toBe(400);
  });

  it('setting the daily limit is a scoped, validated, idempotent write', async () => {
    const k = `lim-${++chave}`;
    const limite = (valor: number, codaluno: string = ALUNO.lucas, idempotencyKey = `lim-${++chave}`) =>
      t.callV4(503, ['W1', codaluno], {
        token: ana,
        idempotencyKey,
        conteudo: { limiteDiarioCentavos: valor },
      });
    expect((await limite(3000, ALUNO.lucas, k)).body.conteudo).toEqual({
      codaluno: ALUNO.lucas,
      limiteDiarioCentavos: 3000,
    });
    expect((await limite(3000, ALUNO.lucas, k)).status).toBe(200);
    expect(((await cartao(ALUNO.lucas)).body.conteudo as Cantina).limiteDiarioCentavos).toBe(3000);
    expect((await limite(-1)).status).toBe(400);
    expect((await limite(2000, ALUNO.tiago)).status).toBe(400);
  });

  it('"Recarregar": R$ 10,00–R$ 500,00 in Portuguese, a valid Pix, and the balance rises once paid', async () => {
    const recarga = (valorCentavos: number) =>
      t.callV4(504, ['W1', ALUNO.lucas], {
        token: ana,
        idempotencyKey: `rec-${++chave}`,
        conteudo: { valorCentavos },
      });
    const pequena = await recarga(999);
    expect(pequena.status).toBe(400);
    expect(pequena.body.conteudo.mensagem).toBe(MENSAGEM_RECARGA_INVALIDA);
    expect((await recarga(50_001)).status).toBe(400);

    const antes = ((await cartao(ALUNO.lucas)).body.conteudo as Cantina).saldoCentavos;
    const r = await recarga(5000);
    expect(r.status).toBe(200);
    const pix = parsePix(r.body.conteudo.pixCopiaECola);
    expect(hasError(pix)).toBe(false);
    expect(pix).toMatchObject({ transactionAmount: 50, txid: r.body.conteudo.txid });
    expect(((await cartao(ALUNO.lucas)).body.conteudo as Cantina).saldoCentavos).toBe(antes);

    const chamada = await chamadaWebhook(
      SEGREDO_WEBHOOK_DESENVOLVIMENTO,
      {
        id: `REC-${r.body.conteudo.codcobranca}`,
        txid: r.body.conteudo.txid,
        pagoEm: agoraTeste().toISOString(),
        meio: 'pix',
      },
      agoraTeste(),
    );
    for (let i = 0; i < 3; i++)
      await t.app.inject({
        method: 'POST',
        url: ROTA_WEBHOOK,
        headers: chamada.headers,
        payload: chamada.corpo,
      });
    expect(((await cartao(ALUNO.lucas)).body.conteudo as Cantina).saldoCentavos).toBe(antes + 5000);
    const c = await t.callV4(501, ['W1', 'cantina', r.body.conteudo.codcobranca], { token: ana });
    expect(c.body.conteudo.situacao).toBe('pago');
  });
});

/** Issue 28: the purchases are rows of cantina_compra; the day's spending is today's (in Brasília) of the student. */
describe.each(databaseKinds())('cantina purchases on %s (issue 28)', (kind) => {
  let t: TestApp;
  let ana: string;
  beforeAll(async () => {
    t = await buildTestApp({ kind, now: agoraTeste });
    ana = await t.login(CPF.ana);
  });
  afterAll(() => t?.close());

  const cartao = async (codaluno: string) =>
    (await t.callV4(502, ['W1', codaluno], { token: ana })).body.conteudo as Cantina;
  /** An instant of today in Brasília (UTC−3) at hh:mm; a negative day is before. */
  const as = (hhmm: string, dias = 0) =>
    new Date(Date.parse(`${REFERENCIA_TESTE}T${hhmm}:00-03:00`) + dias * 86_400_000);
  const compra = (codaluno: string, quando: Date, item: string, valorCentavos: number, status = 'Entregue') =>
    t.database.db.insert(cantinaCompra).values({
      codaluno,
      quando,
      item,
      valorCentavos,
      status: status as 'Entregue',
      escCodaluno: codaluno,
    });

  it("the day's spending is the sum of today's purchases of the student in the table; others' never count or show", async () => {
    const antes = await cartao(ALUNO.lucas);
    // The seed's: today's snack at the morning break; the scheduled order is ahead, the cancelled one long gone.
    expect(antes.gastoHojeCentavos).toBe(1150);
    expect(antes.compras[0]).toMatchObject({ titulo: 'Esfiha de carne + suco de acerola (agendado)' });
    expect(antes.compras.map((c) => c.titulo)).toContain('Pão de queijo + suco de laranja');

    await compra(ALUNO.lucas, as('00:00'), 'Água mineral', 300);
    await compra(ALUNO.lucas, as('23:59', -1), 'Pipoca de ontem', 450);
    await compra(ALUNO.lucas, as('10:15'), 'Suco cancelado', 700, 'Cancelado');
    // Another family's student and Ana's other child, today: neither is Lucas's.
    await compra(ALUNO.tiago, as('09:40'), 'Lanche do Tiago', 9000);
    await compra(ALUNO.mariana, as('09:45'), 'Lanche da Mariana', 4200);
    // Tiago's card is not Ana's to read.
    expect((await t.callV4(502, ['W1', ALUNO.tiago], { token: ana })).status).toBe(400);

    const depois = await cartao(ALUNO.lucas);
    expect(depois.gastoHojeCentavos).toBe(1150 + 300);
    const titulos = depois.compras.map((c) => c.titulo);
    expect(titulos).toEqual(expect.arrayContaining(['Água mineral', 'Pipoca de ontem', 'Suco cancelado']));
    expect(titulos).not.toContain('Lanche do Tiago');
    expect(titulos).not.toContain('Lanche da Mariana');
    expect(depois.compras.find((c) => c.titulo === 'Pipoca de ontem')?.data).toBe(
      new Date(Date.parse(REFERENCIA_TESTE) - 86_400_000).toISOString().slice(0, 10),
    );
  });

  it('the generic list of purchases is gone: the cafeteria page shows them', async () => {
    const r = await t.callV4(300, ['W1', 'cantina', 'pedidos', 1, 100], { token: ana });
    expect(JSON.stringify(r.body.conteudo)).not.toContain('Pão de queijo');
  });
});
