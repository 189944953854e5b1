import type { Db, Tx } from './database.ts';
import { estadoSql } from './erro-sql.ts';

/**
 * serialization_failure and deadlock_detected: PostgreSQL rolled the whole transaction back and asks for it to
 * be run again. Everything it wrote went with it, so running it again is the same work, not a second one.
 */
const REPETIR = new Set(['40001', '40P01']);
/** Attempts of one transaction before its error goes up (a 500, like any other failure of the database). */
export const TENTATIVAS = 3;

/**
 * The statement that closes a transaction's work: it needs the work's result (an idempotent write's answer), and
 * it is sent with the COMMIT, in the same round trip. It must be sent when called (a drizzle query is, on `.then`):
 * the runner calls `.then` on it before it sends the COMMIT. Should it fail, Postgres answers the COMMIT of the
 * aborted transaction with a rollback, and its error is the transaction's.
 */
export type Fecho<T> = (tx: Tx, resultado: T) => PromiseLike<unknown>;

/**
 * A driver's transaction runner (db/abrir-postgres.ts, db/open-database.ts): BEGIN goes with the work's first
 * statements, `fecho`'s statement with the COMMIT. Each round trip inside a transaction holds a pooled connection
 * (PostgreSQL) or the whole embedded database (PGlite) while this process's event loop gets to the next statement,
 * so fewer of them is more transactions a second (issue 30).
 */
export type ExecutorDeTransacao = <T>(trabalho: (tx: Tx) => Promise<T>, fecho?: Fecho<T>) => Promise<T>;

const executores = new WeakMap<object, ExecutorDeTransacao>();

/** Makes `executor` run `db`'s transactions, `db.transaction` included (the seed's, drizzle's migrator's aside). */
export function instalarExecutor(db: Db, executor: ExecutorDeTransacao): void {
  executores.set(db, executor);
  db.transaction = ((trabalho: (tx: Tx) => Promise<unknown>) => executor(trabalho)) as Db['transaction'];
}

/** A handle built elsewhere (the bench's logging one): drizzle's own transaction, `fecho` awaited before COMMIT. */
const executorDe = (db: Db): ExecutorDeTransacao =>
  executores.get(db) ??
  (<T>(trabalho: (tx: Tx) => Promise<T>, fecho?: Fecho<T>) =>
    db.transaction(async (tx) => {
      const resultado = await trabalho(tx);
      await fecho?.(tx, resultado);
      return resultado;
    }));

/**
 * A transaction on `db`, run again when PostgreSQL ends it as a deadlock's victim or a serialization failure.
 * `trabalho` must leave nothing outside the transaction (e-mail and push leave through outbox tables); `fecho`, if
 * given, is its last statement, sent with the COMMIT.
 */
export async function emTransacao<T>(db: Db, trabalho: (tx: Tx) => Promise<T>, fecho?: Fecho<T>): Promise<T> {
  const executar = executorDe(db);
  for (let tentativa = 1; ; tentativa++) {
    try {
      return await executar(trabalho, fecho);
    } catch (erro) {
      if (!REPETIR.has(estadoSql(erro) ?? '') || tentativa >= TENTATIVAS) throw erro;
    }
  }
}
