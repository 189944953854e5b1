import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, expect } from 'vitest';
import { descrever, type NoPlano, nos, type Plano } from '../../bench/dados/planos.ts';
import type { Database, Db } from '../../src/db/database.ts';
import * as schema from '../../src/db/schema/index.ts';
import {
  agoraTeste,
  buildTestApp,
  freshDatabase,
  REFERENCIA_TESTE,
  type TestApp,
  type V4Options,
} from '../helper.ts';

/**
 * The plans of what operations really issue, on PGlite and PostgreSQL alike (issues 31 and 32's proofs): a second
 * drizzle handle over the same client (PGlite's thread or the pg pool) with a logger keeps every statement with
 * its parameters, the test app runs on it, and each statement an operation issued is EXPLAINed with them.
 */

interface Cliente {
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export interface Capturando {
  database: Database;
  capturadas: { sql: string; params: unknown[] }[];
  /** The reading statements issued since the last call, each EXPLAINed (plain: nothing runs twice). */
  explicarCapturadas(quem: string, operacao: string): Promise<Plano[]>;
}

export function capturando(database: Database): Capturando {
  const capturadas: { sql: string; params: unknown[] }[] = [];
  const logger = { logQuery: (sql: string, params: unknown[]) => capturadas.push({ sql, params }) };
  const cliente = (database.db as unknown as { $client: Cliente }).$client;
  const db =
    database.kind === 'pglite'
      ? drizzlePglite({ client: cliente as never, schema, logger })
      : drizzlePg({ client: cliente as never, schema, logger });
  return {
    database: { ...database, db: db as unknown as Db },
    capturadas,
    async explicarCapturadas(quem, operacao) {
      const lidas = capturadas.splice(0).filter((c) => /^\s*(select|with)\b/i.test(c.sql));
      const planos: Plano[] = [];
      for (const c of lidas) {
        const r = await cliente.query(`EXPLAIN (FORMAT JSON) ${c.sql}`, c.params);
        const bruto = r.rows[0]?.['QUERY PLAN'];
        const json = (typeof bruto === 'string' ? JSON.parse(bruto) : bruto) as { Plan: NoPlano }[];
        planos.push({ quem, operacao, sql: c.sql, plano: json[0]?.Plan as NoPlano });
      }
      return planos;
    },
  };
}

/** A Seq Scan an index cannot remove, and why: matched on the operation's coddao and the table, whoever called. */
export interface VarreduraSabida {
  coddao: number;
  tabela: string;
  porque: string;
}

/**
 * The Seq Scans of these tables in these plans, each with its statement: `novas` fail a test, `sabidas` (listed
 * with their reason) are printed.
 */
export function varredurasDe(
  planos: Plano[],
  grandes: ReadonlySet<string>,
  sabidas: readonly VarreduraSabida[] = [],
): { novas: string[]; sabidas: string[] } {
  const todas = planos.flatMap((p) =>
    nos(p.plano)
      .filter((n) => n['Node Type'] === 'Seq Scan' && grandes.has(n['Relation Name'] ?? ''))
      .map((n) => ({
        texto: `${p.quem} ${p.operacao}: Seq Scan ${n['Relation Name']} em\n${p.sql}`,
        sabida: sabidas.some(
          (s) => p.operacao.split(' ')[0] === String(s.coddao) && s.tabela === n['Relation Name'],
        ),
      })),
  );
  return {
    novas: todas.filter((v) => !v.sabida).map((v) => v.texto),
    sabidas: todas.filter((v) => v.sabida).map((v) => v.texto.split('\n')[0] ?? ''),
  };
}

/**
 * The index scans of these tables with no condition (a merge join's input, a list ordered by an index and counted
 * whole): they read the table through its index from end to end. Not failed on (with a LIMIT they may stop early,
 * which a plain EXPLAIN does not tell); printed, for whoever reads the plans.
 */
export function leiturasPorIndiceInteiro(planos: Plano[], grandes: ReadonlySet<string>): string[] {
  return planos.flatMap((p) =>
    nos(p.plano)
      .filter(
        (n) =>
          (n['Node Type'] === 'Index Scan' || n['Node Type'] === 'Index Only Scan') &&
          grandes.has(n['Relation Name'] ?? '') &&
          !('Index Cond' in n),
      )
      .map((n) => `${p.quem} ${p.operacao}: ${descrever(n)} sem condição`),
  );
}

/** The statements of a plan list that read one of these tables. */
export const queLeem = (planos: Plano[], tabelas: readonly string[]) =>
  planos.filter((p) => nos(p.plano).some((n) => tabelas.includes(n['Relation Name'] ?? '')));

/** One line per statement: who, operation, the plan's nodes. */
export const resumo = (p: Plano) =>
  `${p.quem.padEnd(7)} ${p.operacao.padEnd(24)} ${nos(p.plano).map(descrever).join(' › ')}`;

/** One call of a plan test: who, their token, the coddao and its parameters. */
export type Chamada = [
  quem: string,
  token: string,
  coddao: number,
  parametros: unknown[],
  opcoes?: Omit<V4Options, 'token'>,
];

export interface BancoDosPlanos {
  base: Database;
  t: TestApp;
  /** Makes each call through the V4 API (each must answer 200) and answers the plans of what they read. */
  explicar(chamadas: readonly Chamada[]): Promise<Plano[]>;
}

/**
 * Registers the suite's hooks: a fresh seeded database of `kind` filled by `gerar` (its time printed), and a test
 * app over a capturing handle on it. The returned object is filled once beforeAll has run.
 */
export function bancoDosPlanos(
  kind: 'pglite' | 'postgres',
  rotulo: string,
  gerar: (db: Db, referencia: string) => Promise<Record<string, number>>,
): BancoDosPlanos {
  const banco = {} as BancoDosPlanos;
  beforeAll(async () => {
    const inicio = performance.now();
    banco.base = await freshDatabase(kind);
    const ms = await gerar(banco.base.db, REFERENCIA_TESTE);
    console.log(`${rotulo} em ${kind}: ${((performance.now() - inicio) / 1000).toFixed(1)} s`, ms);
    const cap = capturando(banco.base);
    banco.t = await buildTestApp({ database: cap.database, now: agoraTeste });
    banco.explicar = async (chamadas) => {
      const planos: Plano[] = [];
      for (const [quem, token, coddao, parametros, opcoes] of chamadas) {
        // A write's own reads are EXPLAINed too (plain EXPLAIN runs nothing); its writes are not.
        cap.capturadas.length = 0;
        const r = await banco.t.callV4(coddao, parametros, { ...opcoes, token });
        expect(r.status, `${quem} ${coddao}: ${JSON.stringify(r.body).slice(0, 300)}`).toBe(200);
        planos.push(...(await cap.explicarCapturadas(quem, [coddao, ...parametros.slice(1)].join(' '))));
      }
      console.log(planos.map(resumo).join('\n'));
      return planos;
    };
  }, 600_000);
  afterAll(async () => {
    await banco.t?.close();
    await banco.base?.close();
  });
  return banco;
}
