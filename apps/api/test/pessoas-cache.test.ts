import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { CPF, senhaHashDemo } from './fixtures.ts';
import { databaseKinds, freshDatabase, testSettings } from './helper.ts';

type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * Authenticated requests read their person from memory (auth/pessoas.ts); a write to the person must reach
 * every instance: here coddao 330 keeps the stored phones when sent none, so it answers what the instance
 * believes the person's phones are. Across instances on PostgreSQL (NOTIFY); an embedded PGlite has one
 * process, so there the second instance is the same one.
 */
describe.each(databaseKinds())('the person in memory follows writes (%s)', (kind) => {
  let database: Database;
  let apps: [App, App];

  beforeAll(async () => {
    database = await freshDatabase(kind);
    const settings = testSettings({ jwtSecret: new Uint8Array(32).fill(9) });
    const a = await buildApp({ settings, database });
    apps = [a, kind === 'postgres' ? await buildApp({ settings, database }) : a];
  });
  afterAll(async () => {
    for (const app of new Set(apps)) await app.close();
    await database.close();
  });

  let n = 0;
  const v4 = (app: App, coddao: number, token: string, conteudo?: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/V4',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': `pessoas-${++n}` },
      payload: { coddao, parametros: ['W1'], ...(conteudo ? { conteudo } : {}) },
    });

  it('a phone change on A is what B answers next, within a second', async () => {
    const login = await apps[0].inject({
      method: 'POST',
      url: '/api/V4',
      payload: { coddao: 16, parametros: ['W1', CPF.henrique, await senhaHashDemo()] },
    });
    const token = login.json().conteudo.token as string;
    // B caches the person
    expect((await v4(apps[1], 211, token)).statusCode).toBe(200);

    const novos = [{ ddd: '21', tel: '987650000' }];
    expect((await v4(apps[0], 330, token, { lsttelefone: novos })).statusCode).toBe(200);

    const inicio = Date.now();
    let visto: unknown;
    do {
      const res = await v4(apps[1], 330, token, { lsttelefone: [], dtnascimento: '03/03/1983' });
      visto = res.json().conteudo.lsttelefone;
      if (JSON.stringify(visto) === JSON.stringify(novos)) break;
      await new Promise((r) => setTimeout(r, 20));
    } while (Date.now() - inicio < 1000);
    expect(visto).toEqual(novos);
  });
});
