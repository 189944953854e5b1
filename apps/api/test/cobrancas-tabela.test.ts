import type { Cobranca } from '@portal/core';
import { and, eq, isNotNull } from 'drizzle-orm';
import { hasError, parsePix } from 'pix-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEGREDO_WEBHOOK_DESENVOLVIMENTO } from '../src/config/app-settings.ts';
import { cobranca, moduloRegistro, pagamento } from '../src/db/schema/index.ts';
import { chamadaWebhook, ROTA_WEBHOOK } from '../src/pagamentos/chamada-webhook.ts';
import { ALUNO, EMPRESA, PESSOA } from '../src/seed-data/index.ts';
import { contextoPara, executar } from './contexto.ts';
import { CPF, v3Path } from './fixtures.ts';
import { agoraTeste, buildTestApp, databaseKinds, demoTeste, type TestApp } from './helper.ts';

/**
 * Issue 28: a charge lives in its table only. A charge made after the seed (a cafeteria top-up, a paid event's
 * sign-up) has its slip and receipt through V3, paying it touches no module record, and only what was due settles it.
 */
describe.each(databaseKinds())('charges in their own table on %s', (kind) => {
  let t: TestApp;
  let ana: string;
  let igor: string;
  let chave = 0;
  beforeAll(async () => {
    t = await buildTestApp({ kind, now: agoraTeste });
    ana = await t.login(CPF.ana);
    igor = await t.login(CPF.igor);
  });
  afterAll(() => t?.close());

  const recarga = async () => {
    const r = await t.callV4(504, ['W1', ALUNO.lucas], {
      token: ana,
      idempotencyKey: `rec-${++chave}`,
      conteudo: { valorCentavos: 5000 },
    });
    expect(r.status).toBe(200);
    return r.body.conteudo as { codcobranca: number; txid: string };
  };
  const inscricao = async (token: string) => {
    const pago = demoTeste.eventos.find(
      (e) =>
        Object.keys(e.escopo).length === 0 && e.valor > 0 && Date.parse(e.dthinicio) > agoraTeste().getTime(),
    );
    if (!pago) throw new Error('nenhum evento pago aberto a todos');
    const r = await t.callV4(483, ['W1', pago.codevento], {
      token,
      idempotencyKey: `ev-${++chave}`,
      conteudo: {},
    });
    expect(r.status).toBe(200);
    const c = (await t.callV4(501, ['W1', 'eventos', r.body.conteudo.codcobranca], { token })).body
      .conteudo as Cobranca;
    return c;
  };
  const v3 = async (cod: number, token: string) =>
    t.app.inject({
      method: 'GET',
      url: await v3Path('boleto', [cod]),
      headers: { authorization: `Bearer ${token}` },
    });
  const pagar = async (p: { id: string; txid: string; valorCentavos?: number }) => {
    const chamada = await chamadaWebhook(
      SEGREDO_WEBHOOK_DESENVOLVIMENTO,
      { ...p, pagoEm: agoraTeste().toISOString(), meio: 'pix' },
      agoraTeste(),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: ROTA_WEBHOOK,
      headers: chamada.headers,
      payload: chamada.corpo,
    });
    expect(res.statusCode).toBeLessThan(300);
  };

  it('a top-up and a sign-up have their slip and, once paid, their receipt through V3; scoped as ever', async () => {
    const r = await recarga();
    const boleto = await v3(r.codcobranca, ana);
    expect(boleto.statusCode).toBe(200);
    expect(boleto.headers['content-type']).toBe('application/pdf');
    // Someone else's charge is forbidden; the same person's other child's context does not see it.
    expect((await v3(r.codcobranca, igor)).statusCode).toBe(403);
    const mariana = await t.callV4(4, ['W1', EMPRESA.colegioHorizonte, '', '', ALUNO.mariana, ''], {
      token: ana,
    });
    expect(mariana.status).toBe(200);
    const naoEncontrado = await v3(r.codcobranca, mariana.body.conteudo);
    expect(naoEncontrado.statusCode).toBe(404);

    await pagar({ id: `T28-REC-${r.codcobranca}`, txid: r.txid });
    const recibo = await v3(r.codcobranca, ana);
    expect(recibo.statusCode).toBe(200);
    expect(String(recibo.headers['content-disposition'])).toContain('comprovante');

    const c = await inscricao(igor);
    expect((await v3(c.codcobranca, igor)).statusCode).toBe(200);
    expect((await v3(c.codcobranca, ana)).statusCode).toBe(403);
  });

  it('paying a top-up and a sign-up leaves every module record as it was', async () => {
    const antes = await t.database.db.select().from(moduloRegistro).orderBy(moduloRegistro.codregistro);
    const r = await recarga();
    await pagar({ id: `T28-REC2-${r.codcobranca}`, txid: r.txid });
    const carla = await t.login(CPF.carla);
    const c = await inscricao(carla);
    await pagar({ id: `T28-EV-${c.codcobranca}`, txid: c.txid });
    expect(
      (await t.callV4(501, ['W1', 'eventos', c.codcobranca], { token: carla })).body.conteudo.situacao,
    ).toBe('pago');
    const depois = await t.database.db.select().from(moduloRegistro).orderBy(moduloRegistro.codregistro);
    expect(depois).toEqual(antes);
  });

  it('no module record is a charge or carries a charge’s codes; the charge’s Pix asks what is due today', async () => {
    const cobrancas = await t.database.db.select().from(cobranca);
    const registros = await t.database.db.select().from(moduloRegistro);
    const chaves = new Set(cobrancas.map((c) => `${c.modulo}/${c.lista}/${c.codcobranca}`));
    expect(registros.filter((r) => chaves.has(`${r.modulo}/${r.lista}/${r.codregistro}`))).toEqual([]);
    for (const r of registros) {
      const dados = r.dados as Record<string, unknown>;
      expect(dados.linhaDigitavel, String(r.codregistro)).toBeUndefined();
      expect(dados.cobranca, String(r.codregistro)).toBeUndefined();
      const pix = String(dados.pixCopiaECola ?? '');
      for (const c of cobrancas) expect(pix.includes(c.txid), `${r.codregistro} ${c.txid}`).toBe(false);
    }
    // Tiago's last month's fee is past due whatever day this runs (this month's is open until the 10th).
    const ti = await t.login(CPF.admin);
    const tiago = await t.callV4(500, ['W1', 'escola', 'mensalidades', 1, 100], { token: ti });
    const vencida = (tiago.body.conteudo.itens as Cobranca[]).find((i) => i.situacao === 'vencido');
    if (!vencida) throw new Error('nenhuma mensalidade vencida');
    {
      const c = (await t.callV4(501, ['W1', 'escola', vencida.codcobranca], { token: ti })).body
        .conteudo as Cobranca;
      const pix = parsePix(c.pixCopiaECola ?? '');
      expect(hasError(pix)).toBe(false);
      expect(Math.round(Number((pix as { transactionAmount?: number }).transactionAmount) * 100)).toBe(
        c.restanteCentavos,
      );
    }
  });

  it('a receivable the person’s company issued is listed as such and never offered to pay', async () => {
    const ctx = await contextoPara(t.database, PESSOA.joana);
    const proxima = (await executar(ctx, 505, ['W1'])) as { cobranca: Cobranca | null };
    expect(proxima.cobranca?.aReceber ?? false).toBe(false);
    expect(proxima.cobranca?.titulo ?? '').not.toMatch(/^Duplicata/);
    const lista = (await executar(ctx, 500, ['W1', 'cobranca', 'titulos', 1, 100])) as { itens: Cobranca[] };
    expect(lista.itens.length).toBeGreaterThan(0);
    for (const c of lista.itens) {
      expect(c.aReceber).toBe(true);
      expect(c.linhaDigitavel).toBeUndefined();
      expect(['A receber', 'Em atraso', 'Recebido', 'Cancelado']).toContain(c.status);
      const uma = (await executar(ctx, 501, ['W1', 'cobranca', c.codcobranca])) as Cobranca;
      expect(uma.boleto).toBeUndefined();
      expect(uma.pixCopiaECola).toBeUndefined();
    }
    expect(lista.itens.find((c) => c.titulo === 'Duplicata 20261100')?.status).not.toBe('Vencido');
  });

  it('the punctuality discount is a typed column: shown while it holds, never on a late payment’s receipt', async () => {
    const [comDesconto] = await t.database.db
      .select()
      .from(cobranca)
      .where(and(eq(cobranca.modulo, 'escola'), isNotNull(cobranca.descontoCentavos)))
      .limit(1);
    expect(comDesconto?.descontoCentavos).toBeGreaterThan(0);
    expect(comDesconto?.descontoAte).toMatch(/^\d{4}-\d{2}-05$/);
  });
  it('an underpayment is recorded and leaves the charge open for what is still due; an overpayment settles it', async () => {
    const tiago = await t.login(CPF.admin);
    const lista = await t.callV4(500, ['W1', 'escola', 'mensalidades', 1, 100], { token: tiago });
    const resumo = (lista.body.conteudo.itens as Cobranca[]).find((i) => i.situacao === 'vencido');
    if (!resumo) throw new Error('nenhuma mensalidade vencida');
    const ler = async () =>
      (await t.callV4(501, ['W1', 'escola', resumo.codcobranca], { token: tiago })).body.conteudo as Cobranca;
    const aberta = await ler();
    await pagar({ id: 'T28-POUCO', txid: aberta.txid, valorCentavos: 1 });
    const depois = await ler();
    expect(depois.situacao).toBe('vencido');
    expect(depois.recebidoCentavos).toBe(1);
    expect(depois.restanteCentavos).toBe(aberta.totalCentavos - 1);
    expect(depois.pixCopiaECola).toBeDefined();
    const pagamentos = await t.database.db
      .select()
      .from(pagamento)
      .where(eq(pagamento.codcobranca, resumo.codcobranca));
    expect(pagamentos.map((p) => p.valorCentavos)).toEqual([1]);
    // The list shows what is still due too.
    const naLista = (
      (await t.callV4(500, ['W1', 'escola', 'mensalidades', 1, 100], { token: tiago })).body.conteudo
        .itens as Cobranca[]
    ).find((i) => i.codcobranca === resumo.codcobranca);
    expect(naLista?.restanteCentavos).toBe(aberta.totalCentavos - 1);

    await pagar({ id: 'T28-MAIS', txid: aberta.txid, valorCentavos: aberta.totalCentavos + 500 });
    const paga = await ler();
    expect(paga.situacao).toBe('pago');
    expect(paga.recebidoCentavos).toBe(aberta.totalCentavos + 501);
    expect(paga.restanteCentavos).toBe(0);
    const todos = await t.database.db
      .select()
      .from(pagamento)
      .where(eq(pagamento.codcobranca, resumo.codcobranca));
    expect(todos.map((p) => p.valorCentavos).sort((a, b) => a - b)).toEqual([1, aberta.totalCentavos + 500]);
    // A further payment of the settled charge that names no amount is kept (for a refund) at its whole amount.
    await pagar({ id: 'T28-DEPOIS', txid: aberta.txid });
    const [depoisDePaga] = await t.database.db
      .select()
      .from(pagamento)
      .where(eq(pagamento.idProvedor, 'T28-DEPOIS'));
    expect(depoisDePaga?.valorCentavos).toBe(aberta.valorCentavos);
  });
});
