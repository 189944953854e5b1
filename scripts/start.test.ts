import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');

function portaLivre(): Promise<number> {
  return new Promise((ok, falha) => {
    const s = createServer();
    s.once('error', falha);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => (typeof a === 'object' && a ? ok(a.port) : falha(new Error('sem porta'))));
    });
  });
}

const atende = (porta: number) =>
  new Promise<boolean>((ok) => {
    const c = createConnection({ port: porta, host: '127.0.0.1' });
    c.once('connect', () => {
      c.destroy();
      ok(true);
    });
    c.once('error', () => ok(false));
  });

async function ate(condicao: () => Promise<boolean> | boolean, ms: number): Promise<boolean> {
  const fim = Date.now() + ms;
  while (Date.now() < fim) {
    if (await condicao()) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

/** Issue 10, "the first five minutes": `npm start` speaks when ready and a signal to npm stops everything. */
describe('npm start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-start-'));
  let npm: ChildProcess | undefined;
  afterAll(() => {
    npm?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints where to go and that the demo database was created; SIGTERM to npm frees the port and the lock', async () => {
    const porta = await portaLivre();
    let saida = '';
    npm = spawn('npm', ['start'], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(porta), DATA_DIR: dataDir, API_SILENT: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    npm.stdout?.on('data', (b) => {
      saida += b;
    });
    npm.stderr?.on('data', (b) => {
      saida += b;
    });
    expect(await ate(() => saida.includes('Portal pronto'), 90_000), saida).toBe(true);
    expect(saida).toContain(`http://localhost:${porta}`);
    expect(saida).toContain('Banco de demonstração criado');
    expect(saida).toContain('README.md');
    expect(await atende(porta)).toBe(true);
    expect(existsSync(join(dataDir, 'api.lock'))).toBe(true);
    // No line per request by default.
    await fetch(`http://127.0.0.1:${porta}/config.json`);
    await new Promise((r) => setTimeout(r, 300));
    expect(saida).not.toContain('incoming request');

    npm.kill('SIGTERM');
    expect(await ate(async () => !(await atende(porta)), 15_000), 'a porta continua ocupada').toBe(true);
    expect(await ate(() => !existsSync(join(dataDir, 'api.lock')), 5_000), 'o lock continua').toBe(true);
  }, 120_000);
});
