import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { prepararApi } from '../../scripts/preparar.mjs';

const ROOT = resolve(import.meta.dirname, '../..');

export type RunningServer = {
  url: string;
  port: number;
  dataDir: string;
  /** Kills the process the way an OS or an operator would (SIGTERM, or SIGKILL for crash tests). */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Starts a new process on the same port and data directory. */
  restart(): Promise<void>;
  /** Stops the process and deletes its data directory. */
  dispose(): Promise<void>;
};

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  // A fresh PGlite migrated and seeded by each file's own server, while the other e2e files run: once in CI it took
  // over 60 s.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`API exited with ${child.exitCode} before answering:\n${output()}`);
    try {
      const response = await fetch(`${url}/config.json`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`API did not answer within 120 s:\n${output()}`);
}

/**
 * Runs one of the API's own command-line tools on a data directory (the server not yet running), the way an
 * operator would: e.g. publishing a document the tests need.
 */
export function runApiTool(script: string, args: string[], env: Record<string, string>): void {
  prepararApi();
  const r = spawnSync(process.execPath, [`apps/api/dist/${script}`, ...args], {
    cwd: ROOT,
    env: { ...process.env, API_SILENT: '1', ...env },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`${script} falhou (${r.status}):\n${r.stdout}${r.stderr}`);
}

/**
 * Starts the real, built server (API + app) on a free port with a fresh embedded database; `preparar` runs on
 * the data directory before the server opens it.
 */
export async function startServer(
  env: Record<string, string> = {},
  preparar?: (dataDir: string) => void,
): Promise<RunningServer> {
  // What `npm start` runs: the compiled server, built here when stale (npm test has built it already).
  prepararApi();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  preparar?.(dataDir);
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess;
  let log = '';

  async function launch() {
    log = '';
    child = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, API_SILENT: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => {
      log += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      log += chunk;
    });
    await waitUntilReady(url, child, () => log);
  }

  async function stop(signal: NodeJS.Signals = 'SIGTERM') {
    if (!child || child.exitCode !== null || child.signalCode) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await exited;
  }

  await launch();
  return {
    url,
    port,
    dataDir,
    stop,
    restart: launch,
    async dispose() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
