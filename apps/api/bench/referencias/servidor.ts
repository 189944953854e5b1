import { randomBytes } from 'node:crypto';
import { hashPassword } from '@portal/core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import Fastify from 'fastify';
import type pg from 'pg';
import { buildApp } from '../../src/app.ts';
import { DEFAULT_SETTINGS } from '../../src/config/app-settings.ts';
import { gerarChavesVapid } from '../../src/config/vapid.ts';
import type { Db } from '../../src/db/database.ts';
import type { DatabaseTarget } from '../../src/db/destino-banco.ts';
import { estadoSql } from '../../src/db/erro-sql.ts';
import { openDatabase } from '../../src/db/open-database.ts';
import type { ClienteSql } from '../../src/db/pglite-em-thread.ts';
import * as schema from '../../src/db/schema/index.ts';
import { seedDatabase } from '../../src/db/seed/seed.ts';
import { DEMO_SENHA } from '../../src/seed-data/index.ts';
import { type Chamada, REFERENCIAS, variantesDe, variantesExclusivas } from './operacoes.ts';

// The engine's own limit per operation (issue 30), in a process of its own started by `npm run bench`:
//  1. opens the database the portal under test uses (PostgreSQL: the same one; PGlite: a copy of its folder, since
//     a PGlite folder has one owner) through the same openDatabase, so the same driver and pool size;
//  2. runs the portal's app in this process over a drizzle handle with a logger on the same client, sends each
//     registry entry's calls once and keeps the statements each issued: for a write, those of its effect, without
//     the idempotency key (its idempotencia row) and without BEGIN/COMMIT;
//  3. serves POST /sql/<entry> {v, i}: a bare Fastify route running exactly those statements, a write's in one
//     transaction, and answering the last one's rows as JSON.
//   BENCH_ALVO='{"kind":"pglite","dataDir":"…"}' node --import tsx bench/referencias/servidor.ts

export interface Sentenca {
  sql: string;
  params: unknown[];
}
/** What one call issued, as the reference route runs it. */
export interface Captura {
  transacao: boolean;
  /** A race's contender (Chamada.disputada): the database's refusal is its answer, 400 as the portal's. */
  disputada: boolean;
  sentencas: Sentenca[];
  /** How many statements the portal sent for the call, the key and the transaction's BEGIN and COMMIT included. */
  idas: number;
}
/** What GET /ciclos tells the bench: the calls to send the portal (parameters found) and what each issued. */
export interface Entrada {
  nome: string;
  pessoas: readonly string[];
  variantes?: number;
  ciclos: Chamada[][];
  limpeza: Chamada[][] | null;
  capturas: Captura[][];
}

const FIM_DE_TRANSACAO = /^\s*(begin|commit|rollback)\b/i;
/** The idempotency key's statements and the transaction's own: the reference has neither. */
const DA_REIVINDICACAO = [FIM_DE_TRANSACAO, /^\s*set local lock_timeout/i, /"idempotencia"/];

/**
 * A write that is one statement (operations/operacao.ts, SentencaUnica) is logged as its effect with the key's
 * answer around it (idempotency/idempotencia.ts, `efeitoComChave`): `WITH efeito AS (<effect>), resposta AS (…)`.
 * The reference runs the effect alone, in a transaction as any write's: its text, with the parameters it numbers
 * first (drizzle numbers them in the order they appear).
 */
function efeitoDaSentencaUnica(s: Sentenca): Sentenca | null {
  const texto = /^\s*WITH efeito AS \(([\s\S]*?)\), resposta AS \(/.exec(s.sql)?.[1];
  if (texto === undefined) return null;
  const usados = [...texto.matchAll(/\$(\d+)/g)].map((m) => Number(m[1]));
  return { sql: texto, params: s.params.slice(0, Math.max(0, ...usados)) };
}

const settings = { ...DEFAULT_SETTINGS, jwtSecret: randomBytes(32), vapid: gerarChavesVapid(), silent: true };
const alvo = JSON.parse(process.env.BENCH_ALVO ?? '{"kind":"memory"}') as DatabaseTarget;
// In memory (trying this process alone) the demo is seeded here; otherwise the portal's first start seeded it.
const database = await openDatabase(alvo, async (db) => {
  if (alvo.kind === 'memory') await seedDatabase(db, settings.passwordSecret);
});
const registro: Sentenca[] = [];
const logger = { logQuery: (sql: string, params: unknown[]) => void registro.push({ sql, params }) };
const cliente = (database.db as unknown as { $client: unknown }).$client;
const registrando = (database.kind === 'postgres'
  ? drizzleNodePg({ client: cliente as pg.Pool, schema, logger })
  : drizzlePglite({ client: cliente as never, schema, logger })) as unknown as Db;

const portal = await buildApp({ settings, database: { ...database, db: registrando }, ownsDatabase: false });
await portal.ready();

let chaves = 0;
const tokens = new Map<string, string>();
const senha = await hashPassword(DEMO_SENHA, settings.passwordSecret);

async function v4(corpo: object, headers: Record<string, string> = {}) {
  const r = await portal.inject({ method: 'POST', url: '/api/V4', payload: corpo, headers });
  const json = r.json() as { codstatus: number; conteudo: unknown };
  if (r.statusCode !== 200) throw new Error(`${JSON.stringify(corpo)} respondeu ${r.statusCode}: ${r.body}`);
  return json.conteudo;
}

/** Logs in once; the person is kept in memory by their first authenticated call, made here, outside any capture. */
async function entrar(cpf: string): Promise<string> {
  const guardado = tokens.get(cpf);
  if (guardado) return guardado;
  const token = ((await v4({ coddao: 16, parametros: ['W1', cpf, senha] })) as { token: string }).token;
  tokens.set(cpf, token);
  await v4({ coddao: 200, parametros: ['W1', 1, 1] }, { authorization: `Bearer ${token}` });
  return token;
}

async function chamar(cpf: string, c: Chamada): Promise<unknown> {
  const token = await entrar(cpf);
  return v4(
    {
      coddao: c.coddao,
      parametros: c.parametros,
      ...(c.conteudo === undefined ? {} : { conteudo: c.conteudo }),
    },
    {
      authorization: `Bearer ${token}`,
      ...(c.idempotente ? { 'idempotency-key': `ref-${process.pid}-${++chaves}` } : {}),
    },
  );
}

/** A call that may answer the domain conflict: a cleanup with nothing to clean, a race's loser. */
async function chamarAceitando(cpf: string, c: Chamada, conflito: boolean): Promise<void> {
  try {
    await chamar(cpf, c);
  } catch (erro) {
    if (!conflito || !/"CONFLITO"/.test(String(erro))) throw erro;
  }
}
const limparCom = (cpf: string, c: Chamada) => chamarAceitando(cpf, c, c.conflitoEsperado === true);

const pessoaDe = (pessoas: readonly string[], v: number) => pessoas[v % pessoas.length] as string;

const entradas: Entrada[] = [];
for (const ref of REFERENCIAS) {
  const achados = (await ref.preparar?.(chamar)) ?? {};
  const n = variantesDe(ref, achados);
  const ciclos = Array.from({ length: n }, (_, v) => ref.ciclo(v, achados));
  const limpeza = ref.limpeza ? Array.from({ length: n }, (_, v) => ref.limpeza?.(v, achados) ?? []) : null;
  const capturas: Captura[][] = [];
  for (let v = 0; v < n; v++) {
    const pessoa = pessoaDe(ref.pessoas, v);
    await entrar(pessoa);
    // The cycle starts from its first state (a demo person may already be signed up).
    for (const c of limpeza?.[v] ?? []) await limparCom(pessoa, c);
    const doCiclo: Captura[] = [];
    for (const c of ciclos[v] ?? []) {
      registro.length = 0;
      await chamarAceitando(pessoa, c, c.disputada === true);
      const unica = registro.some((s) => efeitoDaSentencaUnica(s) !== null);
      doCiclo.push({
        transacao: c.idempotente === true,
        disputada: c.disputada === true,
        sentencas: registro.flatMap((s) => {
          const efeito = efeitoDaSentencaUnica(s);
          if (efeito) return [efeito];
          return DA_REIVINDICACAO.some((r) => r.test(s.sql)) ? [] : [s];
        }),
        // BEGIN/COMMIT are logged by drizzle's node-postgres transaction and not by its PGlite one: counted apart
        // (a one-statement write has none).
        idas:
          registro.filter((s) => !FIM_DE_TRANSACAO.test(s.sql)).length + (c.idempotente && !unica ? 2 : 0),
      });
    }
    capturas.push(doCiclo);
  }
  entradas.push({
    nome: ref.nome,
    pessoas: ref.pessoas,
    variantes: variantesExclusivas(ref, achados),
    ciclos,
    limpeza,
    capturas,
  });
}

type Linhas = { rows: unknown[] };
type Executar = (s: Sentenca) => Promise<Linhas>;

/** Runs one call's statements as the driver runs drizzle's: array rows, the same text and parameters. */
async function executar(captura: Captura): Promise<unknown[]> {
  const todas = async (q: Executar) => {
    let ultima: Linhas = { rows: [] };
    for (const s of captura.sentencas) ultima = await q(s);
    return ultima.rows;
  };
  if (database.kind === 'postgres') {
    const pool = cliente as pg.Pool;
    const pelo = (c: pg.Pool | pg.PoolClient) => (s: Sentenca) =>
      c.query({ text: s.sql, values: s.params, rowMode: 'array' });
    if (!captura.transacao) return todas(pelo(pool));
    const c = await pool.connect();
    try {
      // As the portal's transactions (db/abrir-postgres.ts): the pool pipelines, so BEGIN goes with the first statement.
      const comecou = c.query('begin');
      comecou.catch(() => {});
      const linhas = await todas(pelo(c));
      await comecou;
      await c.query('commit');
      return linhas;
    } catch (erro) {
      await c.query('rollback').catch(() => {});
      throw erro;
    } finally {
      c.release();
    }
  }
  const pglite = cliente as ClienteSql & { transaction<T>(f: (tx: ClienteSql) => Promise<T>): Promise<T> };
  const pela = (c: ClienteSql) => (s: Sentenca) => c.query(s.sql, s.params, { rowMode: 'array' });
  if (!captura.transacao) return todas(pela(pglite));
  return pglite.transaction((tx) => todas(pela(tx)));
}

const app = Fastify();
app.post('/ref', async () => ({ codstatus: 200 }));
app.get('/ciclos', async () => entradas);
app.post<{ Params: { e: string }; Body: { v: number; i: number } }>('/sql/:e', async (request, reply) => {
  const { v, i } = request.body;
  const captura = entradas[Number(request.params.e)]?.capturas[v]?.[i];
  if (!captura) throw new Error('passo desconhecido');
  try {
    return { codstatus: 200, conteudo: await executar(captura) };
  } catch (erro) {
    // A race's loser: the constraint's refusal, after the same statements, is the answer the portal gives too.
    if (!captura.disputada || !estadoSql(erro)) throw erro;
    return reply.code(400).send({ codstatus: 400, conteudo: { codigo: estadoSql(erro) } });
  }
});
// What a measure stopped mid-cycle left (a sign-up without its cancellation) is undone by the operations themselves.
app.post<{ Params: { e: string } }>('/limpar/:e', async (request) => {
  const entrada = entradas[Number(request.params.e)];
  for (const [v, chamadas] of (entrada?.limpeza ?? []).entries())
    for (const c of chamadas) await limparCom(pessoaDe(entrada?.pessoas ?? [], v), c);
  return { codstatus: 200 };
});
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.on('SIGTERM', () => {
  void Promise.all([app.close(), portal.close()])
    .then(() => database.close())
    .then(() => process.exit(0));
});
