import { MENSAGENS_API } from '@portal/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evento, inscricaoEvento } from '../src/db/schema/index.ts';
import { CPF } from './fixtures.ts';
import { agoraTeste, buildTestApp, databaseKinds, demoTeste, type TestApp } from './helper.ts';

/** Issue 10, defect 2: a sign-up can be cancelled until the event starts; seats stay within capacity. */
describe.each(databaseKinds())('cancelling an event sign-up (coddao 484) on %s', (kind) => {
  let t: TestApp;
  let agora = agoraTeste().getTime();
  beforeAll(async () => {
    t = await buildTestApp({
      kind,
      settings: { tokenTtlSeconds: 90 * 24 * 3600 },
      now: () => new Date(agora),
    });
  });
  afterAll(() => t.close());

  const aberto = demoTeste.eventos.find(
    (e) =>
      Object.keys(e.escopo).length === 0 &&
      e.inscritos + e.inscritosDemo.length + 5 < e.vagas &&
      Date.parse(e.dthinicio) > agoraTeste().getTime(),
  );
  if (!aberto) throw new Error('nenhum evento aberto a todos');
  let chave = 0;
  const chamar = (coddao: number, token: string, codevento = aberto.codevento) =>
    t.callV4(coddao, ['W1', codevento], {
      token,
      idempotencyKey: `k-${++chave}`,
      ...(coddao === 483 ? { conteudo: {} } : {}),
    });
  const vagasDe = async (token: string, codevento = aberto.codevento) => {
    const r = await t.callV4(310, ['W1', 1, 100], { token });
    return (r.body.conteudo.itens as { codevento: number; inscritos: number; inscrito: boolean }[]).find(
      (e) => e.codevento === codevento,
    );
  };
  const linhaDoEvento = async () => {
    const [linha] = await t.database.db.select().from(evento).where(eq(evento.codevento, aberto.codevento));
    if (!linha) throw new Error('evento ausente');
    return linha;
  };
  /** Seats as the sign-ups themselves count them: the event's outside count plus every portal sign-up. */
  const contadasNasInscricoes = async () => {
    const [r] = await t.database.db
      .select({ n: sql<number>`coalesce(sum(${inscricaoEvento.participantes}), 0)::int` })
      .from(inscricaoEvento)
      .where(eq(inscricaoEvento.codevento, aberto.codevento));
    return Number(r?.n ?? 0) + (await linhaDoEvento()).inscritos;
  };

  it('releases the seat, and a repeat changes nothing (same key replays, a new key answers cancelada: false)', async () => {
    const token = await t.login(CPF.igor);
    const antes = await vagasDe(token);
    expect((await chamar(483, token)).status).toBe(200);
    expect(await vagasDe(token)).toMatchObject({ inscrito: true, inscritos: (antes?.inscritos ?? 0) + 1 });

    const cancelar = await t.callV4(484, ['W1', aberto.codevento], { token, idempotencyKey: 'cancela-1' });
    expect(cancelar.status).toBe(200);
    expect(cancelar.body.conteudo).toEqual({ codevento: aberto.codevento, cancelada: true });
    expect(await vagasDe(token)).toMatchObject({ inscrito: false, inscritos: antes?.inscritos });

    const replay = await t.callV4(484, ['W1', aberto.codevento], { token, idempotencyKey: 'cancela-1' });
    expect(replay.body).toEqual(cancelar.body);
    const outraVez = await chamar(484, token);
    expect(outraVez.status).toBe(200);
    expect(outraVez.body.conteudo.cancelada).toBe(false);
    expect(await vagasDe(token)).toMatchObject({ inscrito: false, inscritos: antes?.inscritos });
    expect((await t.callV4(484, ['W1', aberto.codevento], { token })).status).toBe(400);
    expect((await linhaDoEvento()).ocupadas).toBe(await contadasNasInscricoes());
  });

  it('is refused once the event has started, and the seat stays taken', async () => {
    const token = await t.login(CPF.carla);
    expect((await chamar(483, token)).status).toBe(200);
    const salvo = agora;
    agora = Date.parse(aberto.dthinicio) + 60_000;
    try {
      const tarde = await chamar(484, await t.login(CPF.carla));
      // DESIGN: a domain refusal is a 400 with codigo CONFLITO (a 409 would read as a duplicate request).
      expect(tarde.status).toBe(400);
      expect(tarde.body.conteudo).toEqual({ mensagem: MENSAGENS_API.eventoJaComecou, codigo: 'CONFLITO' });
    } finally {
      agora = salvo;
    }
    expect(await vagasDe(token)).toMatchObject({ inscrito: true });
  });

  // PGlite runs one transaction at a time, so nothing there ever waits on a row lock.
  it.runIf(kind === 'postgres')(
    'a sign-up waits for a transaction holding the event, however long, and is not refused as a duplicate',
    async () => {
      const token = await t.login(CPF.henrique);
      let pedido: ReturnType<typeof chamar> | undefined;
      await t.database.db.transaction(async (tx) => {
        await tx.select().from(evento).where(eq(evento.codevento, aberto.codevento)).for('update');
        pedido = chamar(483, token);
        // Longer than the old idempotency claim's lock_timeout (300 ms), which once applied to the whole write: the
        // sign-up failed with 409 "requisição duplicada" for a key used only once.
        await new Promise((pronto) => setTimeout(pronto, 800));
      });
      const r = await pedido;
      expect(r?.status).toBe(200);
      expect(r?.body.conteudo.codevento).toBe(aberto.codevento);
      expect((await chamar(484, token)).body.conteudo.cancelada).toBe(true);
    },
  );

  it('under many concurrent sign-ups and cancels the seats never go above capacity nor below zero', async () => {
    const contas = Object.values(CPF);
    const tokens = await Promise.all(contas.map((cpf) => t.login(cpf)));
    const { inscritos: deFora } = await linhaDoEvento();
    // Three seats left for everyone at once.
    const vagas = (await contadasNasInscricoes()) + 3;
    await t.database.db.update(evento).set({ vagas }).where(eq(evento.codevento, aberto.codevento));
    const inscritos = await Promise.all(tokens.map(async (tk) => (await vagasDe(tk))?.inscrito));
    const livres = tokens.filter((_, i) => !inscritos[i]);
    expect(livres.length).toBeGreaterThan(3);
    const respostas = await Promise.all(livres.map((tk) => chamar(483, tk)));
    expect(respostas.filter((r) => r.status === 200)).toHaveLength(3);
    for (const r of respostas.filter((x) => x.status !== 200)) {
      expect(r.body.conteudo.mensagem).toBe(MENSAGENS_API.eventoLotado);
    }
    expect((await linhaDoEvento()).ocupadas).toBe(vagas);
    expect(await contadasNasInscricoes()).toBe(vagas);

    for (let rodada = 0; rodada < 3; rodada++) {
      await Promise.all(tokens.flatMap((tk) => [chamar(484, tk), chamar(483, tk), chamar(484, tk)]));
      const { ocupadas } = await linhaDoEvento();
      expect(ocupadas).toBe(await contadasNasInscricoes());
      expect(ocupadas).toBeLessThanOrEqual(vagas);
      expect(ocupadas).toBeGreaterThanOrEqual(deFora);
    }
  });

  it('the database itself refuses seats above capacity or below zero, whatever the code does', async () => {
    const { vagas } = await linhaDoEvento();
    for (const fora of [vagas + 1, -1]) {
      await expect(
        t.database.db.update(evento).set({ ocupadas: fora }).where(eq(evento.codevento, aberto.codevento)),
      ).rejects.toThrow();
    }
    // A sign-up of nobody would hold no seat and still block the person's next one.
    await expect(
      t.database.db.insert(inscricaoEvento).values({
        codevento: aberto.codevento,
        codpessoa: -1,
        participantes: 0,
        protocolo: '',
        dthcriacao: new Date(agora),
      }),
    ).rejects.toThrow();
    expect((await linhaDoEvento()).ocupadas).toBe(await contadasNasInscricoes());
  });
});
