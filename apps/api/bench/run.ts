import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashPassword } from '@portal/core';

// `npm run bench -w apps/api`: a small load test on loopback against the real, built server (dist/server.js, which
// the npm script builds first), spawned on a fresh DATA_DIR unless BENCH_URL points at a running one.
// Env: BENCH_SECONDS (5), BENCH_CONNECTIONS (10).
const SEGUNDOS = Number(process.env.BENCH_SECONDS ?? 5);
const CONEXOES = Number(process.env.BENCH_CONNECTIONS ?? 10);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
    s.on('error', reject);
  });
}

async function iniciarServidor(): Promise<{ url: string; parar: () => void }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [fileURLToPath(new URL('../dist/server.js', import.meta.url))],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        API_SILENT: '1',
        LOGIN_MAX_FALHAS_ENDERECO: '100000',
      },
      stdio: 'inherit',
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${url}/config.json`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    parar: () => {
      child.kill('SIGTERM');
      child.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
    },
  };
}

function percentil(ordenados: number[], p: number): number {
  return ordenados[Math.min(ordenados.length - 1, Math.floor((p / 100) * ordenados.length))] ?? 0;
}

async function carga(nome: string, requisicao: () => Promise<Response>): Promise<void> {
  const latencias: number[] = [];
  let erros = 0;
  const fim = performance.now() + SEGUNDOS * 1000;
  const inicio = performance.now();
  await Promise.all(
    Array.from({ length: CONEXOES }, async () => {
      while (performance.now() < fim) {
        const t0 = performance.now();
        const res = await requisicao();
        await res.arrayBuffer();
        if (res.status !== 200) erros++;
        latencias.push(performance.now() - t0);
      }
    }),
  );
  const duracao = (performance.now() - inicio) / 1000;
  latencias.sort((a, b) => a - b);
  console.log(
    `${nome.padEnd(28)} ${(latencias.length / duracao).toFixed(0).padStart(6)} req/s   ` +
      `p50 ${percentil(latencias, 50).toFixed(1).padStart(6)} ms   p99 ${percentil(latencias, 99).toFixed(1).padStart(6)} ms   ` +
      `${latencias.length} requisições, ${erros} não-200`,
  );
}

const externo = process.env.BENCH_URL;
const servidor = externo ? { url: externo, parar: () => {} } : await iniciarServidor();
const v4 = (body: unknown, token?: string) =>
  fetch(`${servidor.url}/api/V4`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

try {
  const senha = await hashPassword('demo1234', 'portal-senha');
  const login = { coddao: 16, parametros: ['W1', '529.982.247-25', senha] };
  const token = ((await (await v4(login)).json()) as { conteudo: { token: string } }).conteudo.token;
  console.log(`Carga em ${servidor.url}: ${CONEXOES} conexões, ${SEGUNDOS} s por cenário`);
  await carga('login (coddao 16, argon2id)', () => v4(login));
  await carga('recados (coddao 200)', () => v4({ coddao: 200, parametros: ['W1', 1, 20] }, token));
  await carga('guia médico (coddao 220)', () => v4({ coddao: 220, parametros: ['W8', '', '', '', 1, 20] }));
} finally {
  servidor.parar();
}
