import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { hashPassword } from '@portal/core';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { type AppSettings, DEFAULT_SETTINGS } from '../src/config/app-settings.ts';
import type { Database, Tx } from '../src/db/database.ts';
import type { DatabaseTarget } from '../src/db/destino-banco.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { seedDatabase } from '../src/db/seed/seed.ts';
import { DEMO_SENHA, demoEm, referenciaDe } from '../src/seed-data/index.ts';

export const PASSWORD_SECRET = 'portal-senha';
export const DOCUMENT_SECRET = 'portal-documento';

/**
 * The tests' one clock: the demo is seeded as of today (as `npm start` would), and tests that assert dates or
 * move time read them from here, so they hold whatever day they run (REFERENCIA_DEMO=yyyy-mm-dd runs them as of
 * another day).
 */
export const REFERENCIA_TESTE = process.env.REFERENCIA_DEMO ?? referenciaDe(new Date());
/** The dated demo data exactly as the test databases hold it. */
export const demoTeste = demoEm(REFERENCIA_TESTE);
/** Noon UTC of the reference day: the `now` of contexts and apps under test. */
export const agoraTeste = () => new Date(`${REFERENCIA_TESTE}T12:00:00Z`);

export function testSettings(overrides: Partial<AppSettings> = {}): AppSettings {
  return { ...DEFAULT_SETTINGS, jwtSecret: randomBytes(32), silent: true, ...overrides };
}

/** 'pglite' always; 'postgres' too when TEST_DATABASE_URL points at a server the suite may create databases on. */
export function databaseKinds(): ('pglite' | 'postgres')[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** A throwaway PostgreSQL database on TEST_DATABASE_URL's server; dropped by the returned cleanup. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL ausente');
  const nome = `portal_teste_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${nome}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${nome}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * A fresh, migrated and (unless `semear` is false) seeded database: in-memory PGlite, or a new PostgreSQL
 * database that its close drops.
 */
export async function freshDatabase(
  kind: 'pglite' | 'postgres' = 'pglite',
  semear = true,
): Promise<Database> {
  const seed = async (db: Database['db']) => {
    if (semear) await seedDatabase(db, PASSWORD_SECRET, REFERENCIA_TESTE);
  };
  if (kind === 'pglite') return openDatabase({ kind: 'memory' }, seed);
  const created = await createPostgresDatabase();
  const target: DatabaseTarget = { kind: 'postgres', url: created.url };
  const database = await openDatabase(target, seed);
  return {
    ...database,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}

/**
 * Runs the hand-written part of a migration (from its '-- Written by hand' on) over a database the test has put
 * back in the shape it had before: how an existing database's data moves.
 */
export async function rodarParteAMao(db: Database['db'], migracao: string): Promise<void> {
  const texto = await lerMigracao(migracao);
  await rodarComandos(db, texto.slice(texto.indexOf('-- Written by hand')));
}

/** A whole migration file, statement by statement, on a database that is one step before it. */
export async function rodarMigracao(db: Database['db'], migracao: string): Promise<void> {
  await rodarComandos(db, await lerMigracao(migracao));
}

const lerMigracao = (migracao: string) =>
  readFile(new URL(`../src/db/migrations/${migracao}.sql`, import.meta.url), 'utf8');

async function rodarComandos(db: Database['db'], texto: string): Promise<void> {
  for (const comando of texto.split('--> statement-breakpoint')) await db.execute(sql.raw(comando));
}

/** PostgreSQL itself ends the transaction with `codigo` (a real database error), as it does a deadlock's victim. */
export const falharCom = (tx: Tx, codigo: string) =>
  tx.execute(sql.raw(`DO $$ BEGIN RAISE EXCEPTION 'transação desfeita' USING ERRCODE = '${codigo}'; END $$`));

/** An answer's body; tests read whatever shape each operation answers. */
// biome-ignore lint/suspicious/noExplicitAny: tests index freely into operation results
export type V4Body = { codstatus: number; conteudo: any };

export interface V4Options {
  token?: string;
  conteudo?: unknown;
  idempotencyKey?: string;
  headers?: Record<string, string>;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  settings: AppSettings;
  callV4(
    coddao: number,
    parametros: unknown[],
    options?: V4Options,
  ): Promise<{ status: number; body: V4Body; headers: Record<string, unknown> }>;
  login(usuario: string, senha?: string): Promise<string>;
  close(): Promise<void>;
}

/** An app over a fresh database that logs everything (trace, every request) into a string the test reads. */
export async function appComLogs(): Promise<{
  app: FastifyInstance;
  database: Database;
  logs: () => string;
}> {
  let texto = '';
  const logStream = new Writable({
    write(chunk, _enc, cb) {
      texto += chunk.toString();
      cb();
    },
  });
  const database = await freshDatabase();
  const app = await buildApp({
    settings: testSettings({ silent: false, logLevel: 'trace', logRequests: true }),
    database,
    ownsDatabase: true,
    logStream,
  });
  return { app, database, logs: () => texto };
}

/** buildApp over a fresh seeded database, with helpers to call V4 the way the app does. */
export async function buildTestApp(
  options: {
    kind?: 'pglite' | 'postgres';
    database?: Database;
    settings?: Partial<AppSettings>;
    now?: () => Date;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await freshDatabase(options.kind));
  const settings = testSettings(options.settings);
  const app = await buildApp({
    settings,
    database,
    ownsDatabase: options.database === undefined,
    ...(options.now ? { now: options.now } : {}),
  });
  const callV4: TestApp['callV4'] = async (coddao, parametros, o = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...o.headers };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    if (o.idempotencyKey) headers['idempotency-key'] = o.idempotencyKey;
    const payload =
      o.conteudo === undefined ? { coddao, parametros } : { coddao, parametros, conteudo: o.conteudo };
    const res = await app.inject({ method: 'POST', url: '/api/V4', headers, payload });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };
  return {
    app,
    database,
    settings,
    callV4,
    async login(usuario, senha = DEMO_SENHA) {
      const res = await callV4(16, ['W1', usuario, await hashPassword(senha, PASSWORD_SECRET)]);
      if (res.status !== 200) throw new Error(`login ${usuario}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.conteudo.token as string;
    },
    close: () => app.close(),
  };
}
