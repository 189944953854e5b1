#!/usr/bin/env node
// Lighthouse (mobile, simulated throttling) against the built app served by the real API on loopback, with
// Debian's Chromium. Prints performance, accessibility, best practices and LCP for the first visit (the login
// route a logged-out visitor lands on). `--no-build` reuses dist/. Lighthouse 13 declares Node ≥ 22.19: on an
// older Node this script runs itself again on node@22 (node22.mjs), before anything imports Lighthouse.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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

const raiz = join(dirname(fileURLToPath(import.meta.url)), '..');
const repo = join(raiz, '../..');
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';

if (!process.argv.includes('--no-build')) {
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
    WEB_DIST: join(raiz, 'dist'),
    API_SILENT: '1',
  },
  stdio: 'inherit',
});
const base = `http://127.0.0.1:${porta}`;

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
    const { lhr } = await lighthouse(`${base}/`, {
      port: navegador.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      formFactor: 'mobile',
    });
    const nota = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const lcp = lhr.audits['largest-contentful-paint']?.displayValue ?? '?';
    console.log(
      `Lighthouse ${lhr.lighthouseVersion} (mobile, Node ${process.versions.node}) ${lhr.finalDisplayedUrl}`,
    );
    console.log(`  performance     ${nota('performance')}`);
    console.log(`  accessibility   ${nota('accessibility')}`);
    console.log(`  best-practices  ${nota('best-practices')}`);
    console.log(`  LCP             ${lcp}`);
    if (process.argv.includes('--verbose')) {
      const medidas = lhr.audits.metrics?.details?.items?.[0] ?? {};
      console.log(
        `  observed FCP ${medidas.observedFirstContentfulPaint} ms, LCP ${medidas.observedLargestContentfulPaint} ms`,
      );
      for (const id of [
        'first-contentful-paint',
        'total-blocking-time',
        'speed-index',
        'largest-contentful-paint-element',
        'bootup-time',
        'network-requests',
        'lcp-breakdown-insight',
        'render-blocking-insight',
      ]) {
        const a = lhr.audits[id];
        if (a)
          console.log(
            `  ${id}: ${a.displayValue ?? ''} ${JSON.stringify(a.details?.items?.slice?.(0, 12) ?? '').slice(0, 1500)}`,
          );
      }
    }
  } finally {
    await navegador.kill();
  }
  await encerrar(0);
} catch (erro) {
  console.error(erro);
  await encerrar(1);
}
