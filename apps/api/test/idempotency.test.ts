import { MENSAGENS_API } from '@portal/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CPF, cadastroValido } from './fixtures.ts';
import { buildTestApp, demoTeste, type TestApp } from './helper.ts';

/** The dated demo as this run's database holds it. */
const { eventos } = demoTeste;

describe('Idempotency-Key over time', () => {
  let t: TestApp;
  let agora = new Date('2026-11-01T12:00:00Z').getTime();
  beforeAll(async () => {
    t = await buildTestApp({ settings: { tokenTtlSeconds: 7 * 24 * 3600 }, now: () => new Date(agora) });
  });
  afterAll(() => t.close());

  it('483 replays the sign-up within 24 h instead of signing up twice', async () => {
    const token = await t.login(CPF.igor);
    const evento = eventos.find((e) => Object.keys(e.escopo).length === 0 && e.inscritos < e.vagas);
    if (!evento) throw new Error('nenhum evento aberto');
    const primeira = await t.callV4(483, ['W1', evento.codevento], {
      token,
      idempotencyKey: 'ev-1',
      conteudo: {},
    });
    expect(primeira.status).toBe(200);
    agora += 23 * 3600 * 1000;
    const replay = await t.callV4(483, ['W1', evento.codevento], {
      token,
      idempotencyKey: 'ev-1',
      conteudo: {},
    });
    expect(replay.body).toEqual(primeira.body);
    const outraChave = await t.callV4(483, ['W1', evento.codevento], {
      token,
      idempotencyKey: 'ev-2',
      conteudo: {},
    });
    expect(outraChave.status).toBe(400);
  });

  it('after 24 h the key is free again and a new request runs anew', async () => {
    const token = await t.login(CPF.carla);
    const conteudo = cadastroValido();
    const primeira = await t.callV4(94, ['W1'], { token, idempotencyKey: 'velha', conteudo });
    agora += 25 * 3600 * 1000;
    const depois = await t.callV4(94, ['W1'], { token, idempotencyKey: 'velha', conteudo });
    expect(depois.status).toBe(200);
    expect(depois.body.conteudo.codcadastro).not.toBe(primeira.body.conteudo.codcadastro);
  });

  it('keys are per user: the same key of another user is independent', async () => {
    const ana = await t.login(CPF.ana);
    const gabriela = await t.login(CPF.gabriela);
    const a = await t.callV4(94, ['W1'], {
      token: ana,
      idempotencyKey: 'compartilhada',
      conteudo: cadastroValido(),
    });
    const g = await t.callV4(94, ['W1'], {
      token: gabriela,
      idempotencyKey: 'compartilhada',
      conteudo: cadastroValido({ nome: 'Outra Pessoa' }),
    });
    expect(a.status).toBe(200);
    expect(g.status).toBe(200);
    expect(g.body.conteudo.codcadastro).not.toBe(a.body.conteudo.codcadastro);
  });

  it('a write that waits out its lock_timeout is answered 503 (try again), not 409, and changes nothing', async () => {
    const token = await t.login(CPF.daniel);
    const evento = eventos.find((e) => Object.keys(e.escopo).length === 0 && e.inscritos < e.vagas);
    if (!evento) throw new Error('nenhum evento aberto');
    // The database itself answers lock_not_available inside the sign-up, as it does after lock_timeout.
    await t.database.db.execute(sql`
      CREATE FUNCTION teste_travada() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'canceling statement due to lock timeout' USING ERRCODE = '55P03'; END $$`);
    await t.database.db.execute(sql`
      CREATE TRIGGER teste_travada BEFORE INSERT ON inscricao_evento FOR EACH ROW EXECUTE FUNCTION teste_travada()`);
    try {
      const r = await t.callV4(483, ['W1', evento.codevento], {
        token,
        idempotencyKey: 'travada',
        conteudo: {},
      });
      expect(r.status).toBe(503);
      expect(r.headers['retry-after']).toBeDefined();
      expect(r.body.conteudo.mensagem).toBe(MENSAGENS_API.servicoIndisponivel);
    } finally {
      await t.database.db.execute(sql`DROP TRIGGER teste_travada ON inscricao_evento`);
      await t.database.db.execute(sql`DROP FUNCTION teste_travada()`);
    }
    // Nothing was kept, the key included: the same request now signs up.
    const again = await t.callV4(483, ['W1', evento.codevento], {
      token,
      idempotencyKey: 'travada',
      conteudo: {},
    });
    expect(again.status).toBe(200);
  });
});
