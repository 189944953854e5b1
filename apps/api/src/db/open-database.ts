import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { RAIZ_API } from '../config/raiz.ts';
import { bancoIndisponivel } from './banco-indisponivel.ts';
import type { Database, Db } from './database.ts';
import { PgliteEmThread } from './pglite-em-thread.ts';
import * as schema from './schema.ts';

const migrationsFolder = join(RAIZ_API, 'src/db/migrations');

/** Arbitrary constant: the PostgreSQL advisory lock that serialises migrations and seeding between processes. */
const MIGRATION_LOCK = 74_110_016;

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolMax?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'memory' };

/** Where PGlite keeps the cluster inside DATA_DIR. */
export const pastaPglite = (dataDir: string) => join(dataDir, 'pglite');

/**
 * Postgres touches all of shared_buffers when it starts, and initdb's default of 128 MB was the largest part of
 * the server's memory. 32 MB still holds the whole demo cluster (its base/ is ~24 MB, catalogs included); beyond
 * it PGlite reads its files through the OS page cache.
 */
const PGLITE_OPTIONS = {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
};

/**
 * Opens the database, runs the migrations and calls `prepare` (the seed) while no other process can
 * migrate: PGlite is private to this process (see data-dir-lock.ts); PostgreSQL takes an advisory lock.
 */
export async function openDatabase(
  target: DatabaseTarget,
  prepare: (db: Db) => Promise<void> = async () => {},
): Promise<Database> {
  const { database, pronto } = iniciarBanco(target, prepare);
  try {
    await pronto;
  } catch (erro) {
    await database.close().catch(() => {});
    throw erro;
  }
  return database;
}

/**
 * `openDatabase` without the wait: the handle comes at once and `pronto` settles once the database is open,
 * migrated and prepared — so the server loads and listens meanwhile (iniciar-servidor.ts). Until then, nothing but
 * the migration may use the handle: the app holds back the routes that would (app.ts).
 */
export function iniciarBanco(
  target: DatabaseTarget,
  prepare: (db: Db) => Promise<void> = async () => {},
): { database: Database; pronto: Promise<void> } {
  if (target.kind === 'postgres') {
    // A connection that cannot be had in a few seconds is an outage (503), not a request left hanging.
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolMax ?? 10,
      connectionTimeoutMillis: 5000,
    });
    const db = drizzleNodePg({ client: pool, schema });
    db.transaction = transacaoSegura(pool) as typeof db.transaction;
    const database: Database = {
      db: db as unknown as Db,
      kind: 'postgres',
      url: target.url,
      close: once(() => pool.end()),
    };
    pool.on('error', (erro) => database.aoPerderConexao?.(erro));
    const pronto = (async () => {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        const locked = drizzleNodePg({ client, schema });
        await migrateNodePg(locked, { migrationsFolder });
        await prepare(locked as unknown as Db);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    })();
    return { database, pronto };
  }
  let dir: string | null = null;
  if (target.kind === 'pglite') {
    dir = pastaPglite(target.dataDir);
    mkdirSync(dir, { recursive: true });
  }
  const client = PgliteEmThread.abrindo(dir, PGLITE_OPTIONS);
  const db = drizzlePglite({ client: client.comoPglite(), schema });
  const pronto = (async () => {
    await client.aberto();
    await migratePglite(db, { migrationsFolder });
    await prepare(db as unknown as Db);
  })();
  return { database: { db: db as unknown as Db, kind: 'pglite', close: once(() => client.close()) }, pronto };
}

/**
 * drizzle's pool transaction takes a client and sends BEGIN before its try/finally: when the connection is already
 * dead (the database restarted) the client is never released, the pool waits for it forever and its next 'error'
 * event, heard by no one, ends the process. Here the client is taken, watched and given back by us — destroyed
 * when the failure was the connection's.
 */
function transacaoSegura(pool: pg.Pool) {
  return async (...args: Parameters<NodePgDatabase<typeof schema>['transaction']>) => {
    const client = await pool.connect();
    const ignorar = () => {};
    client.on('error', ignorar);
    let quebrado: Error | undefined;
    try {
      return await drizzleNodePg({ client, schema }).transaction(...args);
    } catch (erro) {
      if (bancoIndisponivel(erro)) quebrado = erro instanceof Error ? erro : new Error(String(erro));
      throw erro;
    } finally {
      client.off('error', ignorar);
      client.release(quebrado);
    }
  };
}

/** Closing twice (the app's onClose and a test's own cleanup) must not fail. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
}

/** True when the database holds no people yet (a fresh database to seed). */
export async function isEmpty(db: Db): Promise<boolean> {
  return (await db.$count(schema.pessoa)) === 0;
}
