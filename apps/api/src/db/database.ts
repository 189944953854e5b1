import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { Ouvinte } from './pglite-em-thread.ts';
import type * as schema from './schema/index.ts';

/** The drizzle handle both drivers (PGlite and node-postgres) provide; operations use only this. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = PgTransaction<PgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;
/** Anything that can run queries: the database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: the connection string, for the LISTEN connection (db/canal.ts). */
  url?: string;
  /**
   * PostgreSQL only: told when an idle pooled connection breaks (the database restarted). The pool discards it
   * and opens new ones on demand; unheard, node-postgres's 'error' event would end the process.
   */
  aoPerderConexao?: (erro: unknown) => void;
  /** PGlite only: LISTEN inside the embedded cluster (db/pglite-em-thread.ts), for db/avisos.ts. */
  escutar?(canais: Iterable<string>, ouvinte: Ouvinte): Promise<void>;
  /** Safe to call twice (see `umaVez`). */
  close(): Promise<void>;
}

/** Closing twice (the app's onClose and a test's own cleanup) must not fail. */
export function umaVez(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
}

/**
 * What a drizzle session is built from, taken from a handle already built: its dialect and its relational config
 * (the schema walked once, when the handle was made). The transaction runners (db/transacao.ts) build a session
 * per transaction from them, as drizzle does, without walking the schema again (issue 30's profile of coddao 503).
 * A transaction is built without the relational schema: drizzle's constructor would make one `tx.query` builder
 * per table for each transaction (2 % of a write's CPU), and no transaction uses relational queries.
 */
export function partesDaSessao<Dialeto, Config>(db: unknown): { dialect: Dialeto; config: Config } {
  const { dialect, _: relacional } = db as {
    dialect: Dialeto;
    _: { fullSchema: unknown; schema: unknown; tableNamesMap: unknown };
  };
  const config = {
    fullSchema: relacional.fullSchema,
    schema: relacional.schema,
    tableNamesMap: relacional.tableNamesMap,
  } as Config;
  return { dialect, config };
}
