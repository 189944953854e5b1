import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg, type NodePgDatabase, NodePgSession } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { bancoIndisponivel } from './banco-indisponivel.ts';
import { type Database, type Db, umaVez } from './database.ts';
import type { PostgresTarget } from './destino-banco.ts';
import { migracoesEmDia, pastaMigracoes } from './migracoes.ts';
import * as schema from './schema/index.ts';

// PostgreSQL's side of open-database.ts, in a module of its own: node-postgres and its driver load only when
// DATABASE_URL names a server, not at every start on the embedded database (~50 ms, issue 12).

/** Arbitrary constant: the PostgreSQL advisory lock that serialises migrations and seeding between processes. */
const MIGRATION_LOCK = 74_110_016;

/** open-database.ts's `iniciarBanco` for PostgreSQL: a pool, then the migration under an advisory lock. */
export function iniciarPostgres(
  target: PostgresTarget,
  prepare: (db: Db) => Promise<void>,
): { database: Database; pronto: Promise<void> } {
  // A connection that cannot be had in a few seconds is an outage (503), not a request left hanging.
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.poolMax ?? 10,
    connectionTimeoutMillis: 5000,
  });
  const db = drizzleNodePg({ client: pool, schema });
  db.transaction = transacaoSegura(pool, db) as typeof db.transaction;
  const database: Database = {
    db: db as unknown as Db,
    kind: 'postgres',
    url: target.url,
    close: umaVez(() => pool.end()),
  };
  pool.on('error', (erro) => database.aoPerderConexao?.(erro));
  const pronto = (async () => {
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      const locked = drizzleNodePg({ client, schema });
      if (!(await migracoesEmDia(locked as unknown as Db)))
        await migrateNodePg(locked, { migrationsFolder: pastaMigracoes });
      await prepare(locked as unknown as Db);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      client.release();
    }
  })();
  return { database, pronto };
}

/**
 * drizzle's pool transaction takes a client and sends BEGIN before its try/finally: when the connection is already
 * dead (the database restarted) the client is never released, the pool waits for it forever and its next 'error'
 * event, heard by no one, ends the process. Here the client is taken, watched and given back by us — destroyed
 * when the failure was the connection's.
 */
function transacaoSegura(pool: pg.Pool, db: NodePgDatabase<typeof schema>) {
  // The pool's handle already holds the schema's relational config: a session per transaction reuses it (a new
  // drizzle() per transaction walked the whole schema again for every write, issue 30's profile of coddao 503).
  type Sessao = typeof NodePgSession<typeof schema, ExtractTablesWithRelations<typeof schema>>;
  const { dialect, _: relacional } = db as unknown as {
    dialect: ConstructorParameters<Sessao>[1];
    _: NonNullable<ConstructorParameters<Sessao>[2]>;
  };
  const config = {
    fullSchema: relacional.fullSchema,
    schema: relacional.schema,
    tableNamesMap: relacional.tableNamesMap,
  };
  return async (...args: Parameters<NodePgDatabase<typeof schema>['transaction']>) => {
    const client = await pool.connect();
    const ignorar = () => {};
    client.on('error', ignorar);
    let quebrado: Error | undefined;
    try {
      return await new NodePgSession<typeof schema, ExtractTablesWithRelations<typeof schema>>(
        client,
        dialect,
        config,
      ).transaction(...args);
    } catch (erro) {
      if (bancoIndisponivel(erro)) quebrado = erro instanceof Error ? erro : new Error(String(erro));
      throw erro;
    } finally {
      client.off('error', ignorar);
      client.release(quebrado);
    }
  };
}
