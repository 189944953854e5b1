import { eq, type Logger, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, freshDatabase } from '../../test/helper.ts';
import type { Database, Db, Executor } from './database.ts';
import { marcadores, preparada, sqlPreparada, valoresDaLista } from './preparada.ts';
import { rowsOf } from './rows.ts';
import { emTransacao } from './transacao.ts';

const par = pgTable('par_preparado', { k: text('k').primaryKey(), v: integer('v').notNull() });

/** The value of key `k`, by a statement prepared once. */
const lerPar = (db: Executor, k: string) =>
  preparada(db, 'teste_ler_par', () =>
    db
      .select({ v: par.v })
      .from(par)
      .where(eq(par.k, sql.placeholder('k')))
      .prepare('teste_ler_par'),
  ).execute({ k });

/** Writes (k, v), by a raw statement prepared once. */
const gravarPar = (db: Executor, k: string, v: number) =>
  sqlPreparada(
    db,
    'teste_gravar_par',
    () => sql`INSERT INTO ${par} (k, v) VALUES (${sql.placeholder('k')}, ${sql.placeholder('v')})`,
  ).execute({ k, v });

describe.each(databaseKinds())('a statement prepared once (db/preparada.ts) on %s', (kind) => {
  let banco: Database;
  let outro: Database;
  beforeAll(async () => {
    [banco, outro] = await Promise.all([freshDatabase(kind, false), freshDatabase(kind, false)]);
    for (const b of [banco, outro])
      await b.db.execute(sql`CREATE TABLE par_preparado (k text PRIMARY KEY, v int NOT NULL)`);
  });
  afterAll(async () => {
    await banco?.close();
    await outro?.close();
  });

  it("runs on the transaction's connection: seen inside it, gone with its rollback", async () => {
    await gravarPar(banco.db, 'fora', 1);
    const dentro = await emTransacao(banco.db, async (tx) => {
      await gravarPar(tx, 'dentro', 2);
      return lerPar(tx, 'dentro');
    });
    expect(dentro).toEqual([{ v: 2 }]);
    await expect(
      emTransacao(banco.db, async (tx) => {
        await gravarPar(tx, 'desfeita', 3);
        expect(await lerPar(tx, 'desfeita')).toEqual([{ v: 3 }]);
        throw new Error('desfaz');
      }),
    ).rejects.toThrow('desfaz');
    expect(await lerPar(banco.db, 'desfeita')).toEqual([]);
    expect(await lerPar(banco.db, 'fora')).toEqual([{ v: 1 }]);
  });

  it("runs on each database's own connection, built once for both", async () => {
    await gravarPar(outro.db, 'so-no-outro', 7);
    expect(await lerPar(outro.db, 'so-no-outro')).toEqual([{ v: 7 }]);
    expect(await lerPar(banco.db, 'so-no-outro')).toEqual([]);
  });

  it("is logged by a logging handle's logger, not by the handle that built it", async () => {
    const vistas: string[] = [];
    const logger: Logger = { logQuery: (q) => void vistas.push(q) };
    const cliente = (banco.db as unknown as { $client: unknown }).$client;
    const registrando = (kind === 'postgres'
      ? drizzleNodePg({ client: cliente as pg.Pool, logger })
      : drizzlePglite({ client: cliente as never, logger })) as unknown as Db;
    await lerPar(banco.db, 'fora');
    expect(vistas).toEqual([]);
    expect(await lerPar(registrando, 'fora')).toEqual([{ v: 1 }]);
    expect(vistas).toHaveLength(1);
    expect(vistas[0]).toMatch(/"par_preparado"/);
  });

  it.runIf(kind === 'postgres')(
    'is a named statement on PostgreSQL: parsed once per connection',
    async () => {
      const nomes = await emTransacao(banco.db, async (tx) => {
        await lerPar(tx, 'fora');
        return rowsOf<{ name: string }>(await tx.execute(sql`SELECT name FROM pg_prepared_statements`));
      });
      expect(nomes.map((n) => n.name)).toContain('teste_ler_par');
    },
  );
});

describe('a list of placeholders (db/preparada.ts)', () => {
  it('names one placeholder per value, and gives each its value', () => {
    expect(marcadores('c', 3).map((m) => m.name)).toEqual(['c0', 'c1', 'c2']);
    expect(valoresDaLista('c', ['a', 'b', 'c'])).toEqual({ c0: 'a', c1: 'b', c2: 'c' });
    expect(marcadores('c', 0)).toEqual([]);
  });
});
