import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import {
  drizzle as drizzlePglite,
  type PgliteDatabase,
  PgliteSession,
  PgliteTransaction,
} from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { type Database, type Db, partesDaSessao, type Tx, umaVez } from './database.ts';
import type { DatabaseTarget } from './destino-banco.ts';
import { migracoesEmDia, pastaMigracoes } from './migracoes.ts';
import { type ClienteSql, PgliteEmThread } from './pglite-em-thread.ts';
import * as schema from './schema/index.ts';
import { type ExecutorDeTransacao, type Fecho, instalarExecutor } from './transacao.ts';

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
  const { database, pronto } = await iniciarBanco(target, prepare);
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
export async function iniciarBanco(
  target: DatabaseTarget,
  prepare: (db: Db) => Promise<void> = async () => {},
): Promise<{ database: Database; pronto: Promise<void> }> {
  if (target.kind === 'postgres') {
    const { iniciarPostgres } = await import('./abrir-postgres.ts');
    return iniciarPostgres(target, prepare);
  }
  let dir: string | null = null;
  if (target.kind === 'pglite') {
    dir = pastaPglite(target.dataDir);
    mkdirSync(dir, { recursive: true });
  }
  const client = PgliteEmThread.abrindo(dir, PGLITE_OPTIONS);
  const db = drizzlePglite({ client: client.comoPglite(), schema });
  instalarExecutor(db as unknown as Db, transacoesDaThread(client, db));
  const pronto = (async () => {
    await client.aberto();
    if (!(await migracoesEmDia(db))) await migratePglite(db, { migrationsFolder: pastaMigracoes });
    await prepare(db as unknown as Db);
  })();
  return {
    database: {
      db: db as unknown as Db,
      kind: 'pglite',
      escutar: (canais, ouvinte) => client.escutar(canais, ouvinte),
      close: umaVez(() => client.close()),
    },
    pronto,
  };
}

/**
 * The thread's transactions as drizzle's PGlite driver builds them (a session over the transaction's client), with
 * the closing statement sent with the COMMIT (db/transacao.ts). The handle's relational config is reused.
 */
function transacoesDaThread(client: PgliteEmThread, db: PgliteDatabase<typeof schema>): ExecutorDeTransacao {
  type Sessao = typeof PgliteSession<typeof schema, ExtractTablesWithRelations<typeof schema>>;
  const { dialect, config } = partesDaSessao<
    ConstructorParameters<Sessao>[1],
    NonNullable<ConstructorParameters<Sessao>[2]>
  >(db);
  return <T>(trabalho: (tx: Tx) => Promise<T>, fecho?: Fecho<T>) => {
    let tx: Tx | undefined;
    const daThread = (c: ClienteSql) =>
      (tx ??= new PgliteTransaction(
        dialect,
        new PgliteSession(c as unknown as PGlite, dialect, config),
        // No relational schema: see partesDaSessao (database.ts).
        undefined,
      ) as unknown as Tx);
    return client.transaction(
      (c) => trabalho(daThread(c)),
      fecho && ((c, resultado) => fecho(daThread(c), resultado)),
    );
  };
}

/** True when the database holds no people yet (a fresh database to seed). */
export async function isEmpty(db: Db): Promise<boolean> {
  return (await db.$count(schema.pessoa)) === 0;
}
