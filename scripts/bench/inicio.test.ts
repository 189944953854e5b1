import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';

// A benchmark is not a timed test: this proves `npm run bench:inicio` runs and reports, whatever the figures.
it('npm run bench:inicio measures a warm npm start beside its reference', () => {
  const r = spawnSync(process.execPath, ['scripts/bench/inicio.mjs', '--vezes', '1'], {
    cwd: resolve(import.meta.dirname, '../..'),
    encoding: 'utf8',
    timeout: 120_000,
  });
  expect(r.status, `${r.stdout}\n${r.stderr}`).toBe(0);
  expect(r.stdout).toMatch(/npm start aquecido → \/config\.json .*: mediana \d+ ms/);
  expect(r.stdout).toMatch(/npm start aquecido → \/api\/saude .*: mediana \d+ ms/);
  expect(r.stdout).toMatch(/referência .*: mediana \d+ ms/);
  expect(r.stdout).toMatch(/razão \d+\.\d\d×/);
}, 180_000);
