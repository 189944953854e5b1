import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { Pessoas } from '../src/auth/pessoas.ts';
import { Avisos } from '../src/db/avisos.ts';
import type { Database } from '../src/db/database.ts';
import { pessoa } from '../src/db/schema/index.ts';
import { PESSOA } from '../src/seed-data/index.ts';
import { CPF, senhaHashDemo } from './fixtures.ts';
import { databaseKinds, freshDatabase, testSettings } from './helper.ts';

type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * Authenticated requests read their person from memory (auth/pessoas.ts). A write to a person forgets the copy
 * here and, on PostgreSQL, in every other process (NOTIFY); an embedded PGlite has one process, so there the
 * "other" instance is the same one.
 */
describe.each(databaseKinds())('the person in memory follows writes (%s)', (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(() => database.close());

  it('a change announced by one instance is read fresh by the other within a second', async () => {
    const avisos = [new Avisos(database), new Avisos(database)];
    const [a, b] = avisos.map((av) => new Pessoas(database.db, av)) as [Pessoas, Pessoas];
    await Promise.all(avisos.map((av) => av.iniciar()));
    try {
      const leitor = kind === 'postgres' ? b : a;
      expect((await leitor.buscar(PESSOA.bruno))?.nompessoa).not.toBe('Bruno Renomeado');
      await database.db
        .update(pessoa)
        .set({ nompessoa: 'Bruno Renomeado' })
        .where(eq(pessoa.codpessoa, PESSOA.bruno));
      await a.alterada(database.db, PESSOA.bruno);
      const inicio = Date.now();
      let nome: string | undefined;
      do {
        nome = (await leitor.buscar(PESSOA.bruno))?.nompessoa;
        if (nome === 'Bruno Renomeado') break;
        await new Promise((r) => setTimeout(r, 20));
      } while (Date.now() - inicio < 1000);
      expect(nome).toBe('Bruno Renomeado');
    } finally {
      await Promise.all(avisos.map((av) => av.encerrar()));
    }
  });

  it('coddao 330 never writes a stale copy back: phones changed through A survive a birth-date-only call on B', async () => {
    const settings = testSettings({ jwtSecret: new Uint8Array(32).fill(9) });
    const a = await buildApp({ settings, database });
    const b = kind === 'postgres' ? await buildApp({ settings, database }) : a;
    let n = 0;
    const v4 = (app: App, coddao: number, token: string, conteudo?: unknown) =>
      app.inject({
        method: 'POST',
        url: '/api/V4',
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': `pessoas-${++n}` },
        payload: { coddao, parametros: ['W1'], ...(conteudo ? { conteudo } : {}) },
      });
    try {
      const login = await a.inject({
        method: 'POST',
        url: '/api/V4',
        payload: { coddao: 16, parametros: ['W1', CPF.henrique, await senhaHashDemo()] },
      });
      const token = login.json().conteudo.token as string;
      expect((await v4(b, 211, token)).statusCode).toBe(200); // B holds the person now
      const novos = [{ ddd: '21', tel: '987650000' }];
      expect((await v4(a, 330, token, { lsttelefone: novos })).statusCode).toBe(200);
      // at once, without waiting for any notice
      const res = await v4(b, 330, token, { lsttelefone: [], dtnascimento: '03/03/1983' });
      expect(res.json().conteudo).toEqual({ lsttelefone: novos, dtnascimento: '03/03/1983' });
    } finally {
      await a.close();
      if (b !== a) await b.close();
    }
  });
});
