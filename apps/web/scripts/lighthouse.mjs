#!/usr/bin/env node
// Lighthouse (mobile, simulated throttling) against the built app served by the real API on loopback, with
// Debian's Chromium: /auth/login as a logged-out visitor's first visit, then /home/recados logged in as the demo
// account Ana (logged in through the login screen with puppeteer, Lighthouse's own driver; each run starts with
// the HTTP cache, service worker and Cache Storage cleared but the stored session and saved lists kept, as a
// returning person opening a new version). Three runs each (`--runs N`), every run and the median of each of
// performance, accessibility, best practices, LCP and TBT. `--no-build` reuses dist/; WEB_DIST=<folder>
// measures that build instead, to compare two side by side. `--pagina ana:/escola/boletim` (repeatable; people:
// ana, carla) measures that route instead of the two, logged in as that person the same way. `--json pasta` writes
// each run's whole report there (its LCP breakdown, request chain, main-thread tasks); with LH_ARTEFATOS=1 also its
// artifacts (trace and network log), from which Lantern's simulated LCP can be taken apart node by node. Lighthouse 13 declares Node ≥ 22.19: on an older
// Node this script runs itself again on node@22 (node22.mjs), before anything imports Lighthouse.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { comandoNode } from './node22.mjs';

const node = comandoNode([fileURLToPath(import.meta.url), ...process.argv.slice(2)], '22.19');
if (node.command !== process.execPath) {
  const r = spawnSync(node.command, node.args, { stdio: 'inherit' });
  process.exit(r.status ?? 1);
}
const chromeLauncher = await import('chrome-launcher');
const { default: lighthouse } = await import('lighthouse');
const { default: puppeteer } = await import('puppeteer-core');

const PESSOAS = {
  ana: { nome: 'Ana', usuario: '529.982.247-25', senha: 'demo1234' },
  carla: { nome: 'Carla', usuario: '714.602.380-01', senha: 'demo1234' },
};
/** The routes asked for with --pagina pessoa:/rota, in order; none means the login and the home. */
const PAGINAS = process.argv.flatMap((a, i) => {
  if (process.argv[i - 1] !== '--pagina') return [];
  const [quem, rota] = [a.slice(0, a.indexOf(':')), a.slice(a.indexOf(':') + 1)];
  if (!PESSOAS[quem] || !rota.startsWith('/'))
    throw new Error(`--pagina pessoa:/rota (pessoas: ana, carla): ${a}`);
  return [{ pessoa: PESSOAS[quem], rota }];
});
const indiceRodadas = process.argv.indexOf('--runs');
const RODADAS = indiceRodadas > 0 ? Number(process.argv[indiceRodadas + 1]) : 3;
/** `--json pasta`: each run's whole report (lhr) is written there, to read its LCP breakdown and request chain. */
const indiceJson = process.argv.indexOf('--json');
const pastaJson = indiceJson > 0 ? process.argv[indiceJson + 1] : null;

const raiz = join(dirname(fileURLToPath(import.meta.url)), '..');
const repo = join(raiz, '../..');
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// A build given in WEB_DIST is measured as it is.
if (!process.argv.includes('--no-build') && !process.env.WEB_DIST) {
  execFileSync(
    process.execPath,
    [join(repo, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: raiz,
      stdio: 'inherit',
    },
  );
}

const porta = await new Promise((ok, falha) => {
  const s = createServer();
  s.on('error', falha);
  s.listen(0, '127.0.0.1', () => {
    const { port } = s.address();
    s.close(() => ok(port));
  });
});
const dados = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
const api = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: repo,
  env: {
    ...process.env,
    PORT: String(porta),
    HOST: '127.0.0.1',
    DATA_DIR: dados,
    WEB_DIST: process.env.WEB_DIST ?? join(raiz, 'dist'),
    API_SILENT: '1',
  },
  stdio: 'inherit',
});
const base = `http://127.0.0.1:${porta}`;

/** Logs in through the login screen, as a person does, and waits for the home's list (which the app saves). */
async function entrar(pagina, pessoa) {
  await pagina.goto(`${base}/auth/login`, { waitUntil: 'load' });
  await pagina.waitForSelector('input[name="usuario"]');
  await pagina.type('input[name="usuario"]', pessoa.usuario);
  await pagina.type('input[name="senha"]', pessoa.senha);
  await pagina.click('button[type="submit"]');
  await pagina.waitForFunction(() => location.pathname === '/home/recados', { timeout: 30_000 });
  await pagina.waitForSelector('ul[aria-label="Recados"] h2', { timeout: 30_000 });
  // Let the list be saved and the app settle before the first measured load.
  await new Promise((r) => setTimeout(r, 1500));
}

async function medir(url, opcoes, pagina) {
  const { lhr, artifacts } = await lighthouse(
    url,
    {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      formFactor: 'mobile',
      ...opcoes,
    },
    undefined,
    pagina,
  );
  const nota = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  if (pastaJson) {
    mkdirSync(pastaJson, { recursive: true });
    const nome = `${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`;
    writeFileSync(join(pastaJson, nome), JSON.stringify(lhr));
    if (process.env.LH_ARTEFATOS) {
      const { saveArtifacts } = await import('lighthouse/core/lib/asset-saver.js');
      await saveArtifacts(artifacts, join(pastaJson, nome.replace('.json', '-artefatos')));
    }
  }
  const requisicoes = lhr.audits['network-requests']?.details?.items ?? [];
  if (process.argv.includes('--verbose')) {
    for (const id of [
      'largest-contentful-paint-element',
      'bootup-time',
      'long-tasks',
      'lcp-breakdown-insight',
    ]) {
      const a = lhr.audits[id];
      if (a)
        console.log(
          `  ${id}: ${a.displayValue ?? ''} ${JSON.stringify(a.details?.items?.slice?.(0, 8) ?? '').slice(0, 1200)}`,
        );
    }
  }
  return {
    versao: lhr.lighthouseVersion,
    url: lhr.finalDisplayedUrl,
    performance: nota('performance'),
    accessibility: nota('accessibility'),
    'best-practices': nota('best-practices'),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    js: requisicoes.filter((r) => r.resourceType === 'Script').length,
    // A run Lighthouse could not complete (its runtimeError, or no LCP): shown, and left out of the medians.
    falha:
      lhr.runtimeError?.code ??
      (Number.isFinite(lhr.audits['largest-contentful-paint']?.numericValue) ? undefined : 'SEM_LCP'),
  };
}

function mediana(valores) {
  const ordem = [...valores].sort((a, b) => a - b);
  const meio = Math.floor(ordem.length / 2);
  return ordem.length % 2 ? ordem[meio] : (ordem[meio - 1] + ordem[meio]) / 2;
}

function imprimir(nome, rodadas) {
  const linha = (r) =>
    `performance ${String(r.performance).padStart(3)}  a11y ${String(r.accessibility).padStart(3)}  ` +
    `BP ${String(r['best-practices']).padStart(3)}  LCP ${(r.lcp / 1000).toFixed(2)} s  TBT ${Math.round(r.tbt)} ms` +
    (r.js === undefined ? '' : `  JS ${r.js} arquivos`);
  console.log(
    `Lighthouse ${rodadas[0]?.versao} (mobile, Node ${process.versions.node}) ${nome}: ${rodadas[0]?.url}`,
  );
  for (const [i, r] of rodadas.entries())
    console.log(`  rodada ${i + 1}  ${r.falha ? `falhou (${r.falha})` : linha(r)}`);
  const validas = rodadas.filter((r) => !r.falha);
  if (validas.length === 0) return;
  const chaves = ['performance', 'accessibility', 'best-practices', 'lcp', 'tbt'];
  const med = Object.fromEntries(chaves.map((c) => [c, mediana(validas.map((r) => r[c]))]));
  const de = validas.length < rodadas.length ? ` (${validas.length} de ${rodadas.length} rodadas)` : '';
  console.log(`  mediana   ${linha(med)}${de}`);
}

async function encerrar(codigo) {
  api.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dados, { recursive: true, force: true });
  process.exit(codigo);
}

try {
  const inicio = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/config.json`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - inicio > 90_000) throw new Error('A API não respondeu em 90 s.');
    await new Promise((r) => setTimeout(r, 250));
  }
  const navegador = await chromeLauncher.launch({
    chromePath: chrome,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const controle = await puppeteer.connect({ browserURL: `http://127.0.0.1:${navegador.port}` });
    /** A returning person's visit: logged in once, then each run with the HTTP cache and the worker cleared. */
    const logado = async (pessoa, rota) => {
      const contexto = await controle.createBrowserContext();
      const pagina = await contexto.newPage();
      await entrar(pagina, pessoa);
      const cdp = await pagina.createCDPSession();
      const rodadas = [];
      for (let i = 0; i < RODADAS; i++) {
        await cdp.send('Network.clearBrowserCache');
        await cdp.send('Storage.clearDataForOrigin', {
          origin: base,
          storageTypes: 'service_workers,cache_storage',
        });
        rodadas.push(await medir(`${base}${rota}`, { disableStorageReset: true }, pagina));
      }
      imprimir(`${rota} (${pessoa.nome}, logada)`, rodadas);
      await contexto.close();
    };
    if (PAGINAS.length === 0) {
      const login = [];
      for (let i = 0; i < RODADAS; i++)
        login.push(await medir(`${base}/auth/login`, { port: navegador.port }));
      imprimir('/auth/login (visitante)', login);
      await logado(PESSOAS.ana, '/home/recados');
    }
    for (const { pessoa, rota } of PAGINAS) await logado(pessoa, rota);
    await controle.disconnect();
  } finally {
    await navegador.kill();
  }
  await encerrar(0);
} catch (erro) {
  console.error(erro);
  await encerrar(1);
}
