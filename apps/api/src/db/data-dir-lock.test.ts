import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.ts';

const MODULO = resolve(import.meta.dirname, 'data-dir-lock.ts');
const pastas: string[] = [];
const pasta = () => {
  const p = mkdtempSync(join(tmpdir(), 'portal-lock-'));
  pastas.push(p);
  return p;
};
afterAll(() => {
  for (const p of pastas) rmSync(p, { recursive: true, force: true });
});

/** The pid of a process that has already ended: what a killed server leaves in its lock. */
function pidMorto(): number {
  return spawnSync(process.execPath, ['-e', '']).pid ?? 999_999;
}

/** A starter in its own process: tries the lock, says whether it won, holds it a moment, releases it. */
function starter(dataDir: string, instante: number): Promise<string> {
  // Every starter waits for the same instant, so they really race (process start-up alone staggers them).
  const codigo = `import { acquireDataDirLock } from ${JSON.stringify(MODULO)};
    while (Date.now() < ${instante}) {}
    try { const soltar = acquireDataDirLock(${JSON.stringify(dataDir)}); console.log('ganhei');
      setTimeout(() => { soltar(); }, 800); } catch (e) { console.log(e.name === 'DataDirLockedError' ? 'perdi' : String(e)); }`;
  return new Promise((ok) => {
    const filho = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', codigo]);
    let saida = '';
    filho.stdout.on('data', (b) => {
      saida += b;
    });
    filho.on('exit', () => ok(saida.trim()));
  });
}

describe('the data-dir lock', () => {
  it('refuses a second holder in the same process tree and is free again after release', () => {
    const dir = pasta();
    const soltar = acquireDataDirLock(dir);
    writeFileSync(join(dir, 'api.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    writeFileSync(join(dir, 'api.lock'), String(process.pid));
    soltar();
    expect(existsSync(join(dir, 'api.lock'))).toBe(false);
  });

  it('over a stale lock, starters racing at the same instant: exactly one wins, every time (issue 11)', async () => {
    for (let rodada = 0; rodada < 6; rodada++) {
      const dir = pasta();
      writeFileSync(join(dir, 'api.lock'), String(pidMorto()));
      const instante = Date.now() + 2500;
      const resultados = await Promise.all(Array.from({ length: 5 }, () => starter(dir, instante)));
      expect(
        resultados.filter((r) => r === 'ganhei'),
        resultados.join(','),
      ).toHaveLength(1);
      expect(
        resultados.filter((r) => r === 'perdi'),
        resultados.join(','),
      ).toHaveLength(4);
      // No temporary file is left behind.
      expect(readdirSync(dir).filter((n) => n !== 'api.lock')).toEqual([]);
    }
  }, 120_000);
});
