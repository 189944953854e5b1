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
 * `db.transaction(trabalho)`, run again when PostgreSQL ends it as a deadlock's victim or a serialization
 * failure. `trabalho` must leave nothing outside the transaction (e-mail and push leave through outbox tables).
 */
export async function emTransacao<T>(db: Db, trabalho: (tx: Tx) => Promise<T>): Promise<T> {
  for (let tentativa = 1; ; tentativa++) {
    try {
      return await db.transaction(trabalho);
    } catch (erro) {
      if (!REPETIR.has(estadoSql(erro) ?? '') || tentativa >= TENTATIVAS) throw erro;
    }
  }
}
