import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ROOT } from './preparar.mjs';

/**
 * Issue 12: the start benchmark runs, at its smallest (one warm start, no idle wait, without npm start, which
 * start.test.ts covers). It is not timed: its figures depend on the machine.
 */
describe.skipIf(process.platform !== 'linux')('scripts/medir-inicio.mjs', () => {
  it('starts the built server on a fresh database, again on the same one, and prints a table of both', () => {
    const postgres = process.env.TEST_DATABASE_URL ? ['--postgres', process.env.TEST_DATABASE_URL] : [];
    const r = spawnSync(
      process.execPath,
      ['scripts/medir-inicio.mjs', '--vezes', '1', '--espera', '0', '--sem-npm', ...postgres],
      { cwd: ROOT, encoding: 'utf8', timeout: 170_000 },
    );
    expect(r.status, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toMatch(/Carga média antes: [\d.]+ [\d.]+ [\d.]+/);
    const linha = (banco: string, inicio: string) =>
      new RegExp(`^${banco}\\s+${inicio}\\s+\\d+\\s+\\d+\\s+\\d+\\s*$`, 'm');
    expect(r.stdout).toMatch(linha('PGlite', 'primeira \\(cria o banco\\)'));
    expect(r.stdout).toMatch(linha('PGlite', 'node apps/api/dist/server\\.js ×1'));
    if (postgres.length) expect(r.stdout).toMatch(linha('PostgreSQL', 'node apps/api/dist/server\\.js ×1'));
  }, 180_000);
});
