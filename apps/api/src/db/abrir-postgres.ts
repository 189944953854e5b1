import type { ExtractTablesWithRelations } from 'drizzle-orm';
import {
  drizzle as drizzleNodePg,
  type NodePgDatabase,
  NodePgSession,
  NodePgTransaction,
} from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { bancoIndisponivel } from './banco-indisponivel.ts';
import { type Database, type Db, partesDaSessao, type Tx, umaVez } from './database.ts';
import type { PostgresTarget } from './destino-banco.ts';
import { enviada } from './enviada.ts';
import { fechar } from './fechar.ts';
import { migracoesEmDia, pastaMigracoes } from './migracoes.ts';
import * as schema from './schema/index.ts';
import { enviarAgora, socketAgrupado } from './socket-agrupado.ts';
import { type ExecutorDeTransacao, instalarExecutor } from './transacao.ts';

// PostgreSQL's side of open-database.ts, in a module of its own: node-postgres and its driver load only when
// DATABASE_URL names a server, not at every start on the embedded database (~50 ms, issue 12).

/** Arbitrary constant: the PostgreSQL advisory lock that serialises migrations and seeding between processes. */
const MIGRATION_LOCK = 74_110_016;

/** How long a statement waits for a row another transaction holds (then lock_not_available: 503). */
export const ESPERA_POR_LINHA = '10s';

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
    // A transaction's statements go without waiting for the one before when they can (transacoesDoPool).
    pipeline: true,
    // …and the statements sent in one turn leave in one system call (db/socket-agrupado.ts).
    stream: socketAgrupado,
    // A statement waits at most 10 s for a row another transaction holds: then 503 (bancoOcupado), never a hang.
    options: `-c lock_timeout=${ESPERA_POR_LINHA}`,
  });
  const db = drizzleNodePg({ client: pool, schema });
  instalarExecutor(db as unknown as Db, transacoesDoPool(pool, db));
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
      // Another process's migration and seed may take longer than a request's wait for a row.
      await client.query('SET lock_timeout = 0');
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      const locked = drizzleNodePg({ client, schema });
      if (!(await migracoesEmDia(locked as unknown as Db)))
        await migrateNodePg(locked, { migrationsFolder: pastaMigracoes });
      await prepare(locked as unknown as Db);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      await client.query('RESET lock_timeout').catch(() => {});
      client.release();
    }
  })();
  return { database, pronto };
}

/**
 * The pool's transactions (db/transacao.ts's runner). drizzle's own takes a client and sends BEGIN before its
 * try/finally: when the connection is already dead (the database restarted) the client is never released, the
 * pool waits for it forever and its next 'error' event, heard by no one, ends the process. Here the client is
 * taken, watched and given back by us — destroyed when the failure was the connection's. And the pool pipelines
 * (`pipeline: true`): BEGIN is sent without waiting for its answer, so it reaches the server with the work's first
 * statements, and the closing statement (`fecho`) goes with the COMMIT.
 */
function transacoesDoPool(pool: pg.Pool, db: NodePgDatabase<typeof schema>): ExecutorDeTransacao {
  type Sessao = typeof NodePgSession<typeof schema, ExtractTablesWithRelations<typeof schema>>;
  const { dialect, config } = partesDaSessao<
    ConstructorParameters<Sessao>[1],
    NonNullable<ConstructorParameters<Sessao>[2]>
  >(db);
  return async (trabalho, fecho) => {
    const client = await pool.connect();
    const ignorar = () => {};
    client.on('error', ignorar);
    let quebrado: Error | undefined;
    const sessao = new NodePgSession<typeof schema, ExtractTablesWithRelations<typeof schema>>(
      client,
      dialect,
      config,
    );
    // No relational schema: see partesDaSessao (database.ts).
    const tx = new NodePgTransaction(dialect, sessao, undefined) as unknown as Tx;
    try {
      // BEGIN, COMMIT and ROLLBACK as plain text on the client: no drizzle query to build for them (issue 30).
      const comecou = enviada(client.query('begin'));
      try {
        const resultado = await trabalho(tx);
        await comecou;
        const ultima = fecho ? enviada(fecho(tx, resultado)) : undefined;
        const commit = enviada(client.query('commit'));
        enviarAgora(socketDe(client));
        await fechar(ultima, commit);
        return resultado;
      } catch (erro) {
        // The BEGIN's own failure (a dead connection) is the error the work met first.
        const desfeita = client.query('rollback');
        enviarAgora(socketDe(client));
        await desfeita.catch(() => {});
        throw erro;
      }
    } catch (erro) {
      if (bancoIndisponivel(erro)) quebrado = erro instanceof Error ? erro : new Error(String(erro));
      throw erro;
    } finally {
      client.off('error', ignorar);
      client.release(quebrado);
    }
  };
}

/** A pooled client's socket (node-postgres keeps it on its connection). */
const socketDe = (client: pg.PoolClient): unknown =>
  (client as unknown as { connection?: { stream?: unknown } }).connection?.stream;
