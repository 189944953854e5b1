import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Executor } from './database.ts';

// A hot statement built once and then only executed (issue 30). Building a drizzle query for every request — the
// builder's chain, then its SQL text from the chunks — was a sixth of the event loop's time under the charges'
// list and again under the writes (the booking race: 18 % of the samples). Here the query is built once per
// driver, with placeholders where the values go, as a drizzle prepared query; each run binds it to the executor
// it runs on — the database or an open transaction, whose connection differs every time — by a shallow copy that
// only replaces the connection and the logger. On PostgreSQL the statement is named, so each pooled connection
// parses and plans it once (unnamed, every statement was parsed and planned again for every request).

/** The part of a drizzle session (either driver's) this module uses. */
interface Sessao {
  client: unknown;
  logger: unknown;
  dialect: { sqlToQuery(s: SQL): { sql: string; params: unknown[] } };
  prepareQuery(
    consulta: { sql: string; params: unknown[] },
    campos: undefined,
    nome: string,
    emArranjo: boolean,
  ): unknown;
}

/** What a drizzle prepared query keeps of the session that made it, and runs with. */
interface Ligada {
  client: unknown;
  logger: unknown;
}

/** A raw statement prepared by `sqlPreparada`: `db.execute`'s answer for the placeholders' values. */
export interface SqlPreparada {
  execute(valores?: Record<string, unknown>): Promise<unknown>;
}

const sessaoDe = (db: Executor) => (db as unknown as { session: Sessao }).session;

/** Per driver (the session's class: each builds its own kind of prepared query), then per name. */
const porDriver = new WeakMap<object, Map<string, unknown>>();

/**
 * `construir()` once per driver and name, then the same prepared statement, bound to `db`'s connection. The name
 * must say everything the statement's text depends on (the context's shape, the number of values in a list); the
 * set is bounded by the shapes the calls take. `construir` may build on any handle of the driver.
 */
export function preparada<T extends object>(db: Executor, nome: string, construir: () => T): T {
  const sessao = sessaoDe(db);
  let porNome = porDriver.get(sessao.constructor);
  if (!porNome) {
    porNome = new Map();
    porDriver.set(sessao.constructor, porNome);
  }
  let p = porNome.get(nome) as (T & Ligada) | undefined;
  if (p === undefined) {
    p = construir() as T & Ligada;
    porNome.set(nome, p);
  }
  if (p.client === sessao.client && p.logger === sessao.logger) return p;
  // Its own connection and logger (a bench's logging handle sees the statement), all else shared.
  const ligada = Object.create(p) as T & Ligada;
  ligada.client = sessao.client;
  ligada.logger = sessao.logger;
  return ligada;
}

/** `db.execute(construir())` as a prepared statement: `construir` gives the SQL with placeholders. */
export function sqlPreparada(db: Executor, nome: string, construir: () => SQL): SqlPreparada {
  return preparada(db, nome, () => {
    const sessao = sessaoDe(db);
    return sessao.prepareQuery(
      sessao.dialect.sqlToQuery(construir()),
      undefined,
      nome,
      false,
    ) as SqlPreparada;
  });
}

/** A list's `n` placeholders, `nome0`…: a prepared statement's list of values (its length goes in the name). */
export const marcadores = (nome: string, n: number): Placeholder[] =>
  Array.from({ length: n }, (_, i) => sql.placeholder(`${nome}${i}`) as Placeholder);

/** The values of `marcadores(nome, lista.length)`. */
export const valoresDaLista = (nome: string, lista: readonly unknown[]): Record<string, unknown> =>
  Object.fromEntries(lista.map((v, i) => [`${nome}${i}`, v]));
