import type { Cobranca } from '@portal/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEGREDO_WEBHOOK_DESENVOLVIMENTO } from '../src/config/app-settings.ts';
import { evento, inscricaoEvento, pessoa, cobranca as tabelaCobranca } from '../src/db/schema/index.ts';
import { hojeDe } from '../src/operations/cobrancas/cobranca-dto.ts';
import { chamadaWebhook, ROTA_WEBHOOK } from '../src/pagamentos/chamada-webhook.ts';
import { expirarReservasEvento, RESERVA_EVENTO_MS } from '../src/pagamentos/cobranca-evento.ts';
import { CPF } from './fixtures.ts';
import { agoraTeste, buildTestApp, databaseKinds, demoTeste, type TestApp } from './helper.ts';

/** Issue 13: a paid event holds the seat with a charge due in 48 h; paying confirms; the job frees unpaid holds. */
describe.each(databaseKinds())('paid events on %s', (kind) => {
  let t: TestApp;
  const agora = agoraTeste();
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await buildTestApp({ kind, now: () => agora });
    for (const [nome, cpf] of Object.entries(CPF)) tokens[nome] = await t.login(cpf);
  });
  afterAll(() => t?.close());

  const pagos = demoTeste.eventos.filter(
    (e) => Object.keys(e.escopo).length === 0 && e.valor > 0 && Date.parse(e.dthinicio) > agora.getTime(),
  );
  let chave = 0;
  const inscrever = (token: string, codevento: number) =>
    t.callV4(483, ['W1', codevento], { token, idempotencyKey: `ev-${++chave}`, conteudo: {} });
  const cobranca = async (token: string, cod: number) =>
    (await t.callV4(501, ['W1', 'eventos', cod], { token })).body.conteudo as Cobranca;
  const inscricao = async (codevento: number, cpfNome: string) => {
    const [dono] = await t.database.db
      .select({ codpessoa: pessoa.codpessoa })
      .from(pessoa)
      .where(eq(pessoa.cpf, CPF[cpfNome as keyof typeof CPF].replace(/\D/g, '')));
    const [linha] = await t.database.db
      .select()
      .from(inscricaoEvento)
      .where(
        and(eq(inscricaoEvento.codevento, codevento), eq(inscricaoEvento.codpessoa, dono?.codpessoa ?? -1)),
      );
    return linha;
  };
  const ocupadas = async (codevento: number) =>
    (await t.database.db.select().from(evento).where(eq(evento.codevento, codevento)))[0]?.ocupadas ?? -1;

  it('signing up holds the seat and creates a charge due within 48 hours; paying confirms the seat', async () => {
    const alvo = pagos[0];
    if (!alvo) throw new Error('nenhum evento pago aberto a todos');
    const r = await inscrever(tokens.igor as string, alvo.codevento);
    expect(r.status).toBe(200);
    const { codcobranca, reservadaAte } = r.body.conteudo;
    expect(Date.parse(reservadaAte) - agora.getTime()).toBe(RESERVA_EVENTO_MS);
    const c = await cobranca(tokens.igor as string, codcobranca);
    expect(c).toMatchObject({ situacao: 'aberto', valorCentavos: Math.round(alvo.valor * 100) });
    expect(c.vencimento).toBe(hojeDe(new Date(reservadaAte)));
    expect(c.boleto?.linhaDigitavel).toMatch(/^\d{47}$/);
    // Nobody else sees it.
    expect((await t.callV4(501, ['W1', 'eventos', codcobranca], { token: tokens.ana })).status).toBe(400);

    const pagar = await chamadaWebhook(
      SEGREDO_WEBHOOK_DESENVOLVIMENTO,
      { id: `EVT-${codcobranca}`, txid: c.txid, pagoEm: agora.toISOString(), meio: 'pix' },
      agora,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: ROTA_WEBHOOK,
      headers: pagar.headers,
      payload: pagar.corpo,
    });
    expect(res.statusCode).toBe(200);
    expect((await inscricao(alvo.codevento, 'igor'))?.reservadaAte).toBeNull();
    const antes = await ocupadas(alvo.codevento);
    await expirarReservasEvento(t.database.db, new Date(agora.getTime() + RESERVA_EVENTO_MS + 3_600_000));
    expect(await ocupadas(alvo.codevento)).toBe(antes);
    expect(await inscricao(alvo.codevento, 'igor')).toBeDefined();
  });

  it('an unpaid hold expires by the job: the seat comes back and the charge is cancelled', async () => {
    const alvo = pagos[0];
    if (!alvo) return;
    const r = await inscrever(tokens.henrique as string, alvo.codevento);
    expect(r.status).toBe(200);
    const antes = await ocupadas(alvo.codevento);
    expect(
      await expirarReservasEvento(t.database.db, new Date(agora.getTime() + RESERVA_EVENTO_MS - 1000)),
    ).toBe(0);
    expect(
      await expirarReservasEvento(t.database.db, new Date(agora.getTime() + RESERVA_EVENTO_MS + 1000)),
    ).toBe(1);
    expect(await ocupadas(alvo.codevento)).toBe(antes - 1);
    expect(await inscricao(alvo.codevento, 'henrique')).toBeUndefined();
    const c = await cobranca(tokens.henrique as string, r.body.conteudo.codcobranca);
    expect(c.situacao).toBe('cancelado');
    expect(c.boleto).toBeUndefined();
  });

  it('cancelling before the event cancels the charge', async () => {
    const alvo = pagos[0];
    if (!alvo) return;
    const r = await inscrever(tokens.fabio as string, alvo.codevento);
    expect(r.status).toBe(200);
    const cancelada = await t.callV4(484, ['W1', alvo.codevento], {
      token: tokens.fabio,
      idempotencyKey: `ev-${++chave}`,
    });
    expect(cancelada.body.conteudo.cancelada).toBe(true);
    expect((await cobranca(tokens.fabio as string, r.body.conteudo.codcobranca)).situacao).toBe('cancelado');
  });

  /** `nome` signs up for the first paid event: the event, the sign-up's charge, and the seats taken with it. */
  async function inscreverNoPago(nome: string) {
    const alvo = pagos[0];
    if (!alvo) throw new Error('nenhum evento pago aberto a todos');
    const r = await inscrever(tokens[nome] as string, alvo.codevento);
    expect(r.status).toBe(200);
    return {
      alvo,
      codcobranca: r.body.conteudo.codcobranca as number,
      ocupadas: await ocupadas(alvo.codevento),
    };
  }

  /**
   * Pays `codcobranca` in a payment's order (confirmarPagamento): the charge, then the sign-up, with `entre`
   * started between the two and still waiting (PostgreSQL) when the sign-up is taken. Returns what `entre` gave.
   */
  async function pagarDuranteOutraEscrita<T>(codcobranca: number, entre: () => Promise<T>): Promise<T> {
    let outra: Promise<T> | undefined;
    await t.database.db.transaction(async (tx) => {
      await tx
        .update(tabelaCobranca)
        .set({ pagoEm: agora })
        .where(eq(tabelaCobranca.codcobranca, codcobranca));
      outra = entre();
      await new Promise((pronto) => setTimeout(pronto, kind === 'postgres' ? 300 : 0));
      await tx
        .update(inscricaoEvento)
        .set({ reservadaAte: null })
        .where(eq(inscricaoEvento.codcobranca, codcobranca));
    });
    return outra as Promise<T>;
  }

  it('a payment committing while the job expires that hold: no deadlock, the paid seat stays', async () => {
    const { alvo, codcobranca, ocupadas: antes } = await inscreverNoPago('elisa');
    const depois = new Date(agora.getTime() + RESERVA_EVENTO_MS + 1000);
    // The job starts between the payment's two steps, as the hourly upkeep may; taking the sign-up first, it
    // deadlocked against the payment on PostgreSQL.
    const job = await pagarDuranteOutraEscrita(codcobranca, () =>
      expirarReservasEvento(t.database.db, depois),
    );
    expect(job).toBe(0);
    expect((await cobranca(tokens.elisa as string, codcobranca)).situacao).toBe('pago');
    expect(await inscricao(alvo.codevento, 'elisa')).toBeDefined();
    expect(await ocupadas(alvo.codevento)).toBe(antes);
  });

  it('a payment committing while the person cancels that sign-up: no deadlock, the charge stays paid', async () => {
    const { alvo, codcobranca, ocupadas: antes } = await inscreverNoPago('fabio');
    // coddao 484 arrives between the payment's two steps. Deleting the sign-up before cancelling its charge, it
    // deadlocked against the payment on PostgreSQL: one of the two failed after deadlock_timeout (a 409 here).
    const cancelada = await pagarDuranteOutraEscrita(codcobranca, () =>
      t.callV4(484, ['W1', alvo.codevento], { token: tokens.fabio, idempotencyKey: `ev-${++chave}` }),
    );
    expect(cancelada.status).toBe(200);
    expect(cancelada.body.conteudo.cancelada).toBe(true);
    // Paid before the cancellation took it, the charge is not cancelled: the office refunds it, as for any paid
    // sign-up cancelled later. The seat comes back.
    expect((await cobranca(tokens.fabio as string, codcobranca)).situacao).toBe('pago');
    expect(await inscricao(alvo.codevento, 'fabio')).toBeUndefined();
    expect(await ocupadas(alvo.codevento)).toBe(antes - 1);
  });

  it('50 sign-ups at once for the last seat: exactly one wins, the count never passes capacity', async () => {
    const alvo = pagos[1] ?? pagos[0];
    if (!alvo) return;
    const [linha] = await t.database.db.select().from(evento).where(eq(evento.codevento, alvo.codevento));
    if (!linha) throw new Error('evento ausente');
    // Everyone signed up already leaves; then all but one seat is taken.
    await t.database.db.delete(inscricaoEvento).where(eq(inscricaoEvento.codevento, alvo.codevento));
    await t.database.db
      .update(evento)
      .set({ ocupadas: linha.vagas - 1 })
      .where(eq(evento.codevento, alvo.codevento));
    const nomes = Object.keys(tokens);
    const respostas = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        inscrever(tokens[nomes[i % nomes.length] as string] as string, alvo.codevento),
      ),
    );
    expect(respostas.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await ocupadas(alvo.codevento)).toBe(linha.vagas);
    const linhas = await t.database.db
      .select()
      .from(inscricaoEvento)
      .where(eq(inscricaoEvento.codevento, alvo.codevento));
    expect(linhas).toHaveLength(1);
    expect(linhas[0]?.codcobranca).not.toBeNull();
  });
});

describe('the events list points at the unpaid charge of a held seat', () => {
  it('codcobranca while held, null once paid or for a free event', async () => {
    const t = await buildTestApp({ now: agoraTeste });
    try {
      const token = await t.login(CPF.gabriela);
      const pago = demoTeste.eventos.find(
        (e) =>
          Object.keys(e.escopo).length === 0 &&
          e.valor > 0 &&
          Date.parse(e.dthinicio) > agoraTeste().getTime(),
      );
      if (!pago) throw new Error('sem evento pago');
      const r = await t.callV4(483, ['W1', pago.codevento], {
        token,
        idempotencyKey: 'lista-1',
        conteudo: {},
      });
      const noCartao = async () =>
        (
          (await t.callV4(310, ['W1', 1, 100], { token })).body.conteudo.itens as {
            codevento: number;
            codcobranca: number | null;
          }[]
        ).find((e) => e.codevento === pago.codevento)?.codcobranca;
      expect(await noCartao()).toBe(r.body.conteudo.codcobranca);
      const c = (await t.callV4(501, ['W1', 'eventos', r.body.conteudo.codcobranca], { token })).body
        .conteudo as Cobranca;
      const pagar = await chamadaWebhook(
        SEGREDO_WEBHOOK_DESENVOLVIMENTO,
        { id: 'LISTA-1', txid: c.txid, pagoEm: agoraTeste().toISOString(), meio: 'boleto' },
        agoraTeste(),
      );
      await t.app.inject({ method: 'POST', url: ROTA_WEBHOOK, headers: pagar.headers, payload: pagar.corpo });
      expect(await noCartao()).toBeNull();
    } finally {
      await t.close();
    }
  });
});
