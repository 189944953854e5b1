import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the real API spawned for this run, e.g. http://127.0.0.1:41234 */
    apiUrl: string;
    /** The API's JWT signing secret for this run (tests forge expired or half-lived tokens with it). */
    jwtSecret: string;
  }
}

const RAIZ = resolve(import.meta.dirname, '../../../..');

function portaLivre(): Promise<number> {
  return new Promise((ok, falha) => {
    const servidor = createServer();
    servidor.unref();
    servidor.on('error', falha);
    servidor.listen(0, '127.0.0.1', () => {
      const endereco = servidor.address();
      servidor.close(() =>
        typeof endereco === 'object' && endereco ? ok(endereco.port) : falha(new Error('sem porta')),
      );
    });
  });
}

async function esperar(url: string, filho: ChildProcess, limiteMs: number): Promise<void> {
  const inicio = Date.now();
  while (Date.now() - inicio < limiteMs) {
    if (filho.exitCode !== null) throw new Error(`A API terminou ao iniciar (código ${filho.exitCode}).`);
    try {
      const resposta = await fetch(`${url}/config.json`);
      if (resposta.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`A API não respondeu em ${limiteMs} ms.`);
}

/**
 * Spawns the real API (apps/api) on a free port with a fresh data folder, so component tests talk to the real
 * server over HTTP; the app never imports API code. Token lifetime can be shortened with WEB_TEST_TOKEN_TTL.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const porta = await portaLivre();
  const dados = mkdtempSync(join(tmpdir(), 'portal-web-test-'));
  const url = `http://127.0.0.1:${porta}`;
  const saida: string[] = [];
  const jwtSecret = randomBytes(32).toString('hex');
  const filho = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: RAIZ,
    env: {
      ...process.env,
      PORT: String(porta),
      HOST: '127.0.0.1',
      DATA_DIR: dados,
      API_SILENT: '1',
      JWT_SECRET: jwtSecret,
      NODE_ENV: 'test',
      ...(process.env.WEB_TEST_TOKEN_TTL ? { TOKEN_TTL: process.env.WEB_TEST_TOKEN_TTL } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  filho.stdout?.on('data', (d: Buffer) => saida.push(d.toString()));
  filho.stderr?.on('data', (d: Buffer) => saida.push(d.toString()));
  try {
    await esperar(url, filho, 90_000);
  } catch (erro) {
    filho.kill('SIGKILL');
    rmSync(dados, { recursive: true, force: true });
    throw new Error(`${(erro as Error).message}\n${saida.join('').slice(-4000)}`);
  }
  project.provide('apiUrl', url);
  project.provide('jwtSecret', jwtSecret);
  return async () => {
    await new Promise<void>((fim) => {
      if (filho.exitCode !== null) return fim();
      filho.once('exit', () => fim());
      filho.kill('SIGTERM');
      setTimeout(() => filho.kill('SIGKILL'), 5000).unref();
    });
    rmSync(dados, { recursive: true, force: true });
  };
}
