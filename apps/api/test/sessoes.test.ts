import { MENSAGENS } from '@portal/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { sessao } from '../src/db/schema/index.ts';
import { contracheques, PESSOA } from '../src/seed-data/index.ts';
import { CPF, senhaHashDemo, v3Path } from './fixtures.ts';
import { buildTestApp, databaseKinds, freshDatabase, type TestApp, testSettings } from './helper.ts';

let chave = 0;
const novaChave = () => `sessao-${Date.now()}-${++chave}`;

describe('logout ends the session on the server (coddao 17 and 18)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('after coddao 17 the token gets 401 on V4 and V3; the person’s other session carries on', async () => {
    const celular = await t.login(CPF.bruno);
    const computador = await t.login(CPF.bruno);
    const c = contracheques.find((x) => x.codpessoa === PESSOA.bruno);
    if (!c) throw new Error('Bruno sem contracheque');
    const pdf = await v3Path('contracheque', [PESSOA.bruno, c.codcontracheque]);
    const v3 = (token: string) =>
      t.app.inject({ method: 'GET', url: pdf, headers: { authorization: `Bearer ${token}` } });

    const saiu = await t.callV4(17, ['W1'], { token: celular, idempotencyKey: novaChave() });
    expect(saiu.status).toBe(200);
    expect(saiu.body.conteudo).toEqual({ encerradas: 1 });

    const depois = await t.callV4(200, ['W1'], { token: celular });
    expect(depois.status).toBe(401);
    expect(depois.body.conteudo.mensagem).toBe(MENSAGENS.tokenInvalido);
    expect((await v3(celular)).statusCode).toBe(401);

    expect((await t.callV4(200, ['W1'], { token: computador })).status).toBe(200);
    expect((await v3(computador)).statusCode).toBe(200);
  });

  it('logout is a write: it needs an Idempotency-Key', async () => {
    const token = await t.login(CPF.carla);
    const res = await t.callV4(17, ['W1'], { token });
    expect(res.status).toBe(400);
    expect((await t.callV4(200, ['W1'], { token })).status).toBe(200);
  });

  it('coddao 18 ends every session of the person and only theirs', async () => {
    const a = await t.login(CPF.daniel);
    const b = await t.login(CPF.daniel);
    const outra = await t.login(CPF.elisa);
    const res = await t.callV4(18, ['W1'], { token: a, idempotencyKey: novaChave() });
    expect(res.status).toBe(200);
    expect(res.body.conteudo.encerradas).toBeGreaterThanOrEqual(2);
    for (const token of [a, b]) expect((await t.callV4(211, ['W1'], { token })).status).toBe(401);
    expect((await t.callV4(211, ['W1'], { token: outra })).status).toBe(200);
  });

  it('a session records where it was opened', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/V4',
      remoteAddress: '10.20.30.40',
      headers: { 'user-agent': 'Navegador de teste', 'x-app-origin': 'android' },
      payload: { coddao: 16, parametros: ['W1', CPF.fabio, await senhaHashDemo()] },
    });
    expect(res.statusCode).toBe(200);
    const linhas = await t.database.db.select().from(sessao).where(eq(sessao.ip, '10.20.30.40'));
    expect(linhas).toHaveLength(1);
    expect(linhas[0]).toMatchObject({
      agente: 'Navegador de teste',
      plataforma: 'android',
      revogadaEm: null,
    });
  });
});

describe('token renewal keeps the session', () => {
  let t: TestApp;
  let agora = new Date('2026-11-01T12:00:00Z').getTime();
  beforeAll(async () => {
    t = await buildTestApp({ settings: { tokenTtlSeconds: 600 }, now: () => new Date(agora) });
  });
  afterAll(() => t.close());

  it('a renewed token dies with its session, and a restarted instance still refuses it', async () => {
    const token = await t.login(CPF.daniel);
    agora += 301_000;
    const renovado = String((await t.callV4(211, ['W1'], { token })).headers.authorization).slice(7);
    expect((await t.callV4(211, ['W1'], { token: renovado })).status).toBe(200);
    expect((await t.callV4(17, ['W1'], { token, idempotencyKey: novaChave() })).status).toBe(200);
    expect((await t.callV4(211, ['W1'], { token: renovado })).status).toBe(401);

    // another instance on the same database (a restart) learns it from the table
    const outro = await buildApp({ settings: t.settings, database: t.database, now: () => new Date(agora) });
    const res = await outro.inject({
      method: 'POST',
      url: '/api/V4',
      headers: { authorization: `Bearer ${renovado}` },
      payload: { coddao: 211, parametros: ['W1'] },
    });
    await outro.close();
    expect(res.statusCode).toBe(401);
  });
});

/** Two API processes on one PostgreSQL: a logout on one is refused by the other within a second, with no read per request. */
describe.runIf(databaseKinds().includes('postgres'))('revocation across processes (PostgreSQL)', () => {
  let database: Database;
  let apps: Awaited<ReturnType<typeof buildApp>>[];

  beforeAll(async () => {
    database = await freshDatabase('postgres');
    const settings = testSettings({ jwtSecret: new Uint8Array(32).fill(5) });
    apps = await Promise.all([1, 2].map(() => buildApp({ settings, database })));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  const v4 = async (
    app: (typeof apps)[number],
    coddao: number,
    token?: string,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/V4',
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      payload: { coddao, parametros: coddao === 16 ? ['W1', CPF.ana, await senhaHashDemo()] : ['W1'] },
    });

  it('logout on A: B answers 401 for that token within 1 s', async () => {
    const [a, b] = apps as [(typeof apps)[number], (typeof apps)[number]];
    const token = (await v4(a, 16)).json().conteudo.token as string;
    expect((await v4(b, 211, token)).statusCode).toBe(200);

    const saida = await v4(a, 17, token, { 'idempotency-key': novaChave() });
    expect(saida.statusCode).toBe(200);
    const inicio = Date.now();
    let status = 200;
    while (Date.now() - inicio < 1000) {
      status = (await v4(b, 211, token)).statusCode;
      if (status === 401) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toBe(401);
    expect(Date.now() - inicio).toBeLessThan(1000);
  });
});

describe('the client address behind a proxy (TRUST_PROXY)', () => {
  const ipDaSessao = async (trustProxy: string[] | false, remoteAddress: string, xff: string) => {
    const t = await buildTestApp({ settings: { trustProxy } });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/V4',
        remoteAddress,
        headers: { 'x-forwarded-for': xff },
        payload: { coddao: 16, parametros: ['W1', CPF.gabriela, await senhaHashDemo()] },
      });
      expect(res.statusCode).toBe(200);
      const [linha] = await t.database.db.select({ ip: sessao.ip }).from(sessao);
      return linha?.ip;
    } finally {
      await t.close();
    }
  };

  it('X-Forwarded-For is believed from a trusted proxy only', async () => {
    expect(await ipDaSessao(['loopback'], '127.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
    expect(await ipDaSessao(['loopback'], '198.51.100.7', '203.0.113.9')).toBe('198.51.100.7');
    expect(await ipDaSessao(false, '127.0.0.1', '203.0.113.9')).toBe('127.0.0.1');
    // Three apps, each with a database of its own: more than the default 30 s on a loaded CI machine.
  }, 120_000);
});
