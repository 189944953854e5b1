#!/usr/bin/env node
// `npm run bench:inicio`: how long the built API takes to be ready and how much memory it keeps idle, on a fresh
// database (the first run creates and seeds it) and on the same database again (a warm start), by itself
// (`node apps/api/dist/server.js`) and through `npm start`. PGlite always; PostgreSQL with --postgres <url> (a
// database portal_medir_<pid> is created there and dropped). It measures, it does not judge: a loaded machine
// starts slower, so the load average is printed beside the figures.
//
//   --vezes N      warm starts of each kind (5)          --espera MS   idle time before reading the memory (3000)
//   --sem-npm      skip `npm start`                       --postgres URL   also on PostgreSQL
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { prepararApi, prepararApp, prepararDependencias, ROOT } from './preparar.mjs';

const { values: opcoes } = parseArgs({
  options: {
    vezes: { type: 'string', default: '5' },
    espera: { type: 'string', default: '3000' },
    'sem-npm': { type: 'boolean', default: false },
    postgres: { type: 'string' },
  },
});
const VEZES = Number(opcoes.vezes);
const ESPERA = Number(opcoes.espera);
const SERVIDOR = 'apps/api/dist/server.js';

function portaLivre() {
  return new Promise((ok, falha) => {
    const s = createServer();
    s.once('error', falha);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => ok(a.port));
    });
  });
}

/** VmRSS and VmHWM (the peak) of a process, in MB. */
function memoria(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (campo) => Number(new RegExp(`${campo}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, pico: kb('VmHWM') / 1024 };
}

/** The process below `raiz` whose command line runs the built server (npm → sh → start.mjs → server). */
function processoDoServidor(raiz) {
  const filhos = new Map();
  for (const pid of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const pai = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      filhos.set(pai, [...(filhos.get(pai) ?? []), Number(pid)]);
    } catch {
      // ended between readdir and read
    }
  }
  const fila = [raiz];
  for (let pid = fila.shift(); pid !== undefined; pid = fila.shift()) {
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(SERVIDOR)) return pid;
    } catch {
      // ended
    }
    fila.push(...(filhos.get(pid) ?? []));
  }
  throw new Error(`nenhum processo ${SERVIDOR} abaixo de ${raiz}`);
}

/**
 * Starts the server (`npm start` or node itself) on `dataDir`, times it until it prints that it is ready, waits
 * ESPERA ms idle, reads its memory and stops it with SIGTERM, as a terminal would.
 */
async function medir({ comNpm, dataDir, databaseUrl }) {
  const porta = await portaLivre();
  const env = { ...process.env, PORT: String(porta), HOST: '127.0.0.1', DATA_DIR: dataDir };
  for (const nome of ['DATABASE_URL', 'API_SILENT', 'LOG_REQUESTS']) delete env[nome];
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const [comando, args] = comNpm ? ['npm', ['start']] : [process.execPath, [SERVIDOR]];
  const inicio = performance.now();
  const filho = spawn(comando, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let saida = '';
  const saiu = new Promise((ok) => filho.once('exit', ok));
  const pronto = await new Promise((ok, falha) => {
    filho.stdout.on('data', (parte) => {
      saida += parte;
      if (saida.includes('Portal pronto')) ok(performance.now() - inicio);
    });
    filho.stderr.on('data', (parte) => {
      saida += parte;
    });
    saiu.then(() => falha(new Error(`o servidor terminou antes de ficar pronto:\n${saida}`)));
    setTimeout(() => falha(new Error(`o servidor não ficou pronto em 2 min:\n${saida}`)), 120_000).unref();
  }).catch((erro) => {
    process.kill(-filho.pid, 'SIGKILL');
    throw erro;
  });
  try {
    const resposta = await fetch(`http://127.0.0.1:${porta}/config.json`);
    if (!resposta.ok) throw new Error(`/config.json respondeu ${resposta.status}`);
    await new Promise((r) => setTimeout(r, ESPERA));
    return { pronto, ...memoria(comNpm ? processoDoServidor(filho.pid) : filho.pid) };
  } finally {
    process.kill(-filho.pid, 'SIGTERM');
    await saiu;
  }
}

/** Creates a database beside the one of `url` for the run, with the API's own PostgreSQL client. */
async function bancoPostgres(url) {
  const { Client } = createRequire(join(ROOT, 'apps/api/package.json'))('pg');
  const nome = `portal_medir_${process.pid}`;
  const admin = async (sql) => {
    const cliente = new Client({ connectionString: url });
    await cliente.connect();
    try {
      await cliente.query(sql);
    } finally {
      await cliente.end();
    }
  };
  await admin(`CREATE DATABASE ${nome}`);
  const novo = new URL(url);
  novo.pathname = `/${nome}`;
  return { url: novo.toString(), apagar: () => admin(`DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`) };
}

const mediana = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const faixa = (xs, casas = 0) =>
  xs.length === 1
    ? xs[0].toFixed(casas)
    : `${mediana(xs).toFixed(casas)} (${Math.min(...xs).toFixed(casas)}–${Math.max(...xs).toFixed(casas)})`;

const linhas = [];
function anotar(banco, execucao, medidas) {
  linhas.push([
    banco,
    execucao,
    faixa(medidas.map((m) => m.pronto)),
    faixa(medidas.map((m) => m.rss)),
    faixa(medidas.map((m) => m.pico)),
  ]);
}

async function medirBanco(banco, databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-medir-'));
  try {
    anotar(banco, 'primeira (cria o banco)', [await medir({ comNpm: false, dataDir, databaseUrl })]);
    const seguintes = [];
    for (let i = 0; i < VEZES; i++) seguintes.push(await medir({ comNpm: false, dataDir, databaseUrl }));
    anotar(banco, `node ${SERVIDOR} ×${VEZES}`, seguintes);
    if (!opcoes['sem-npm']) {
      const npm = [];
      for (let i = 0; i < VEZES; i++) npm.push(await medir({ comNpm: true, dataDir, databaseUrl }));
      anotar(banco, `npm start ×${VEZES}`, npm);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Builds first, so that no measured `npm start` spends its time building.
prepararDependencias();
prepararApi();
if (!opcoes['sem-npm']) prepararApp();
const cargaAntes = loadavg();
await medirBanco('PGlite', undefined);
if (opcoes.postgres) {
  const banco = await bancoPostgres(opcoes.postgres);
  try {
    await medirBanco('PostgreSQL', banco.url);
  } finally {
    await banco.apagar();
  }
}
const cargaDepois = loadavg();

const titulos = ['banco', 'início', 'pronto (ms)', 'RSS ocioso (MB)', 'pico RSS (MB)'];
const larguras = titulos.map((t, i) => Math.max(t.length, ...linhas.map((l) => l[i].length)));
const formatar = (l) => l.map((c, i) => c.padEnd(larguras[i])).join('  ');
const carga = (c) => c.map((x) => x.toFixed(2)).join(' ');
console.log(
  `\nInício da API; mediana (mín–máx). Carga média antes: ${carga(cargaAntes)}; depois: ${carga(cargaDepois)}.`,
);
console.log(formatar(titulos));
console.log(formatar(larguras.map((n) => '-'.repeat(n))));
for (const linha of linhas) console.log(formatar(linha));
