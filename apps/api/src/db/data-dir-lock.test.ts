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

/**
 * A starter in its own process: tries the lock and says whether it won; a winner holds it until told to let go
 * (its stdin closes), so a starter the machine's load delayed past the race cannot win a released lock.
 */
function starter(
  dataDir: string,
  instante: number,
): { resultado: Promise<string>; soltar: () => Promise<unknown> } {
  // Every starter waits for the same instant, so they really race (process start-up alone staggers them).
  const codigo = `import { acquireDataDirLock } from ${JSON.stringify(MODULO)};
    while (Date.now() < ${instante}) {}
    try { const soltar = acquireDataDirLock(${JSON.stringify(dataDir)}); console.log('ganhei');
      process.stdin.on('end', () => soltar()).resume(); } catch (e) { console.log(e.name === 'DataDirLockedError' ? 'perdi' : String(e)); }`;
  const filho = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', codigo]);
  const resultado = new Promise<string>((ok) => {
    let saida = '';
    filho.stdout.on('data', (b) => {
      saida += b;
      if (saida.includes('\n')) ok(saida.trim());
    });
    filho.on('exit', () => ok(saida.trim()));
  });
  const terminou = new Promise((ok) => filho.on('exit', ok));
  return {
    resultado,
    soltar: () => {
      filho.stdin.end();
      return terminou;
    },
  };
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
      const starters = Array.from({ length: 5 }, () => starter(dir, instante));
      const resultados = await Promise.all(starters.map((s) => s.resultado));
      await Promise.all(starters.map((s) => s.soltar()));
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
