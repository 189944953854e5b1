import { cpSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { hashPassword } from '@portal/core';
import pg from 'pg';
import { DEMO_SENHA, pessoas } from '../src/seed-data/index.ts';
import { CONEXOES, carga, type Medida, mediana, SEGUNDOS } from './carga.ts';
import { comandoDoServidor, iniciar, type Processo, pastaTemporaria } from './processos.ts';
import { formatarTabela, medirTabela } from './tabela.ts';

// `npm run bench`: in ONE run, a bare Fastify route (bench/referencia.ts) and the portal's V4 list (coddao 200,
// 20 items, Ana) under the same load, their ratio, the list's p99 during a storm of logins vs quiet, start time
// and idle memory — on PGlite, and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server.
// A benchmark, not a test: `BENCH_SECONDS=1 BENCH_CONNECTIONS=2` is how CI proves it runs.
const CONEXOES_LOGIN = Math.max(1, Math.round(CONEXOES * 0.4));
const REFERENCIA = fileURLToPath(new URL('./referencia.ts', import.meta.url));
const REFERENCIA_SQL = fileURLToPath(new URL('./referencias/servidor.ts', import.meta.url));
const CORPO_LISTA = JSON.stringify({ coddao: 200, parametros: ['W1', 1, 20] });
const RODADAS = Math.max(1, Number(process.env.BENCH_RODADAS ?? 3));
/** Rounds of the per-operation table (CI runs one); BENCH_SO_TABELA=1 measures only the table. */
const RODADAS_TABELA = Math.max(1, Number(process.env.BENCH_RODADAS_TABELA ?? RODADAS));
const SO_TABELA = process.env.BENCH_SO_TABELA === '1';
/** BENCH_BANCOS=postgres (or pglite): only that database is measured. */
const BANCOS = (process.env.BENCH_BANCOS ?? 'pglite,postgres').split(',');
/**
 * `npm run bench -- --dados provedor [--escala 1]`: the database is filled with the provider-sized dataset
 * (bench/dados/provedor.ts) after its first start and before anything is measured, so the same table shows what
 * a provider's database costs per request (issue 30 item 3).
 */
const { values: opcoes } = parseArgs({
  options: { dados: { type: 'string', default: 'demo' }, escala: { type: 'string', default: '1' } },
});
if (opcoes.dados !== 'demo' && opcoes.dados !== 'provedor') throw new Error('--dados demo | provedor');
const ESCALA = Number(opcoes.escala);

/** Fills the portal's database (stopped: PGlite has one owner) with the provider's dataset. */
async function encherComProvedor(nome: string, env: Record<string, string>): Promise<string> {
  const { openDatabase } = await import('../src/db/open-database.ts');
  const { gerarProvedor } = await import('./dados/provedor.ts');
  const alvo = env.DATABASE_URL
    ? ({ kind: 'postgres', url: env.DATABASE_URL } as const)
    : ({ kind: 'pglite', dataDir: env.DATA_DIR ?? '' } as const);
  const database = await openDatabase(alvo);
  try {
    const r = await gerarProvedor(database.db, { escala: ESCALA });
    const linhas = Object.entries(r.linhas)
      .map(([t, n]) => `${t} ${n.toLocaleString('pt-BR')}`)
      .join(', ');
    return `${nome}: dados de provedor (escala ${ESCALA}) gerados em ${(r.totalMs / 1000).toFixed(0)} s: ${linhas}`;
  } finally {
    await database.close();
  }
}

const linha = (nome: string, m: Medida) =>
  `${nome.padEnd(44)} ${m.rps.toFixed(0).padStart(7)} req/s   p99 ${m.p99.toFixed(0).padStart(5)} ms   ${m.erros} falhas${m.codigos.length ? ` (${m.codigos.join(', ')})` : ''}`;

/**
 * Ready means the database is open and migrated: the server answers /config.json and the app's files before
 * that (iniciar-servidor.ts), but only /api/saude says a login can be checked.
 */
const PRONTO = '/api/saude';

async function medirPortal(
  nome: string,
  env: Record<string, string>,
  referencia: () => Promise<Medida>,
): Promise<string[]> {
  const saida: string[] = [];
  const primeira = await iniciar(comandoDoServidor(), PRONTO, env);
  saida.push(`${nome}: primeira execução (cria e semeia) pronta em ${primeira.inicioMs.toFixed(0)} ms`);
  await new Promise((r) => setTimeout(r, 1000));
  saida.push(`${nome}: memória ociosa após a primeira execução ${primeira.rssMb().toFixed(0)} MB`);
  await primeira.parar();
  if (opcoes.dados === 'provedor') saida.push(await encherComProvedor(nome, env));
  // The engine references' database: PostgreSQL's same one; a copy of the seeded PGlite folder (it has one owner).
  const copia = env.DATABASE_URL ? null : pastaTemporaria();
  if (copia && env.DATA_DIR)
    cpSync(join(env.DATA_DIR, 'pglite'), join(copia.dir, 'pglite'), { recursive: true });
  const alvoRef = env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: copia?.dir };

  // A restart's time moves by a few hundred milliseconds with the machine's other work: the median of RODADAS
  // restarts, and the last one stays up to be measured.
  const reinicios: number[] = [];
  let servidor: Processo | undefined;
  for (let i = 0; i < RODADAS; i++) {
    await servidor?.parar();
    servidor = await iniciar(comandoDoServidor(), PRONTO, env);
    reinicios.push(servidor.inicioMs);
  }
  if (!servidor) throw new Error('nenhum reinício');
  await new Promise((r) => setTimeout(r, 1000));
  saida.push(
    `${nome}: reinício pronto em ${mediana(reinicios).toFixed(0)} ms (mediana de ${reinicios.map((ms) => ms.toFixed(0)).join(', ')}); memória ociosa ${servidor.rssMb().toFixed(0)} MB`,
  );
  try {
    const senha = await hashPassword(DEMO_SENHA, 'portal-senha');
    // The storm logs in every demo account in turn: many people at once, as in the morning rush (one person
    // logging in on more than five devices at the same instant would meet the brute-force reservation).
    const corposLogin = pessoas
      .flatMap((p) => (p.cpf && !p.semSenha ? [p.cpf] : []))
      .map((cpf) => JSON.stringify({ coddao: 16, parametros: ['W1', cpf, senha] }));
    const login = await fetch(`${servidor.url}/api/V4`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ coddao: 16, parametros: ['W1', '529.982.247-25', senha] }),
    });
    const token = ((await login.json()) as { conteudo: { token: string } }).conteudo.token;
    const lista = { body: CORPO_LISTA, headers: { authorization: `Bearer ${token}` } };
    const v4 = `${servidor.url}/api/V4`;

    // The list's code warmed up (JIT, its answer cached) before anything is measured.
    await carga(v4, { ...lista, duration: Math.min(2, SEGUNDOS) });
    // Logins alone (argon2 may take every core), then beside the list (it gets the cores the list leaves idle).
    const sozinhos = await carga(v4, {
      corpos: corposLogin,
      connections: CONEXOES_LOGIN,
      ...(SO_TABELA ? { duration: 1 } : {}),
    });
    saida.push(linha(`${nome}: logins sozinhos (argon2id), ${CONEXOES_LOGIN} conexões`, sozinhos));
    // autocannon stops on time with its last logins still queued at the server, each holding a reservation on
    // the address's attempt counter (auth/login-limiter.ts); let them finish, or the next phase starts with twice
    // as many logins in flight from this one address as it has connections, and some are refused (429).
    const assentar = () => new Promise((r) => setTimeout(r, 2000));
    await assentar();

    // On a shared machine one measure's p99 moves by a millisecond or two from noise alone, so the list alone and
    // the storm alternate RODADAS times and each ratio is the median of its rounds. Two readings: the same 50
    // clients with 20 of them turned to logging in, and the 30 that stayed against themselves alone. The bare
    // Fastify route is measured again in each round, just before the list: the machine's other work moves both
    // alike within a minute, not across the several minutes of a run (one reference taken at the start put the
    // same build's ratio anywhere from 23 % to 44 %).
    const rodadas: {
      fastify: Medida;
      quieta: Medida;
      sobLogin: Medida;
      logins: Medida;
      quietas30: Medida;
    }[] = [];
    for (let i = 0; i < (SO_TABELA ? 0 : RODADAS); i++) {
      const fastify = await referencia();
      const quieta = await carga(v4, lista);
      const [sobLogin, logins] = await Promise.all([
        carga(v4, { ...lista, connections: CONEXOES - CONEXOES_LOGIN }),
        carga(v4, { corpos: corposLogin, connections: CONEXOES_LOGIN }),
      ]);
      await assentar();
      const quietas30 = await carga(v4, { ...lista, connections: CONEXOES - CONEXOES_LOGIN });
      rodadas.push({ fastify, quieta, sobLogin, logins, quietas30 });
      const r = `${nome}, rodada ${i + 1}:`;
      saida.push(linha(`${r} Fastify puro`, fastify));
      saida.push(linha(`${r} recados, ${CONEXOES} conexões`, quieta));
      saida.push(linha(`${r} recados durante os logins`, sobLogin));
      saida.push(linha(`${r} logins durante os recados`, logins));
      saida.push(linha(`${r} recados sem logins, ${CONEXOES - CONEXOES_LOGIN} conexões`, quietas30));
    }
    if (rodadas.length) {
      const parte = mediana(rodadas.map((r) => (100 * r.quieta.rps) / Math.max(1, r.fastify.rps)));
      saida.push(`${nome}: recados / Fastify puro = ${parte.toFixed(1)} % (mediana das rodadas)`);
      saida.push(
        `${nome}: p99 dos recados sem logins = ${mediana(rodadas.map((r) => r.quieta.p99))} ms (mediana)`,
      );
      saida.push(
        `${nome}: logins durante os recados = ${mediana(rodadas.map((r) => r.logins.rps)).toFixed(0)} req/s (mediana)`,
      );
      const razao = (a: Medida, b: Medida) => a.p99 / Math.max(1, b.p99);
      saida.push(
        `${nome}: p99 dos recados com logins / sem = ${mediana(rodadas.map((r) => razao(r.sobLogin, r.quieta))).toFixed(1)}× (mediana)`,
      );
      saida.push(
        `${nome}: p99 dos recados com logins / sem, ${CONEXOES - CONEXOES_LOGIN} conexões nos dois = ${mediana(rodadas.map((r) => razao(r.sobLogin, r.quietas30))).toFixed(1)}× (mediana)`,
      );
    }

    // Issue 30: every operation against bare Fastify and against the engine's own limit for its SQL.
    const refSql = await iniciar(['--import', 'tsx', REFERENCIA_SQL], '/ref', {
      BENCH_ALVO: JSON.stringify(alvoRef),
    });
    try {
      const entrar = async (cpf: string) => {
        const r = await fetch(v4, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ coddao: 16, parametros: ['W1', cpf, senha] }),
        });
        return ((await r.json()) as { conteudo: { token: string } }).conteudo.token;
      };
      const tabela = await medirTabela({
        v4,
        refSql: refSql.url,
        fastify: referencia,
        logins: () => carga(v4, { corpos: corposLogin, connections: CONEXOES_LOGIN }),
        entrar,
        rodadas: RODADAS_TABELA,
        assentar,
      });
      saida.push(...formatarTabela(nome, tabela));
    } finally {
      await refSql.parar();
    }
  } finally {
    await servidor.parar();
    copia?.remover();
  }
  return saida;
}

async function bancoPostgres(): Promise<{ url: string; remover: () => Promise<void> } | null> {
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!base) return null;
  const nome = `portal_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${nome}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${nome}`;
  return {
    url: url.toString(),
    remover: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`);
      await c.end();
    },
  };
}

const comum = { API_SILENT: '1' };
console.log(
  `Benchmark: ${SEGUNDOS} s por medida, ${CONEXOES} conexões; ${cpus().length} núcleos; ` +
    `carga média ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}; servidor: node ${comandoDoServidor().join(' ')}`,
);
// The yardstick (a bare Fastify 5 POST route validating a small zod body) stays up, idle between its measures,
// for the whole run; it is measured in each round beside the list (medirPortal).
const ref = await iniciar(['--import', 'tsx', REFERENCIA], '/ref');
try {
  const referencia = () => carga(`${ref.url}/ref`, { body: CORPO_LISTA });

  if (BANCOS.includes('pglite')) {
    const pasta = pastaTemporaria();
    try {
      for (const l of await medirPortal('PGlite', { ...comum, DATA_DIR: pasta.dir }, referencia))
        console.log(l);
    } finally {
      pasta.remover();
    }
  }
  const banco = BANCOS.includes('postgres') ? await bancoPostgres() : null;
  if (banco) {
    const outra = pastaTemporaria();
    try {
      const env = { ...comum, DATA_DIR: outra.dir, DATABASE_URL: banco.url, JWT_SECRET: 'b'.repeat(32) };
      for (const l of await medirPortal('PostgreSQL', env, referencia)) console.log(l);
    } finally {
      outra.remover();
      await banco.remover();
    }
  } else {
    console.log('PostgreSQL: sem BENCH_DATABASE_URL nem TEST_DATABASE_URL, não medido.');
  }
} finally {
  await ref.parar();
}
console.log(
  `carga média ao fim ${loadavg()
    .map((v) => v.toFixed(2))
    .join(' ')}`,
);
