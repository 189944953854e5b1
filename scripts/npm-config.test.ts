import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { atende } from '../apps/web/scripts/node22.mjs';

const ROOT = resolve(import.meta.dirname, '..');

/** npm in this checkout, ignoring the machine's own ~/.npmrc (which may already hide what we check). */
function npm(...args: string[]) {
  const r = spawnSync('npm', [...args, '--userconfig', '/dev/null'], { cwd: ROOT, encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  return r.stdout;
}

const npmMaior = Number(npm('--version').split('.')[0]);

/** Issue 10: `npm install` / `npm ci` print nothing a newcomer must decode, and the stated Node is the real one. */
describe('npm configuration', () => {
  it('the project .npmrc turns off the audit and funding notices on any machine', () => {
    expect(npm('config', 'get', 'audit').trim()).toBe('false');
    expect(npm('config', 'get', 'fund').trim()).toBe('false');
  });

  it.skipIf(npmMaior < 11)(
    'every installed package with an install script is approved in allowScripts',
    () => {
      const { allowScripts } = JSON.parse(npm('install-scripts', 'ls', '--json')) as {
        allowScripts: unknown[];
      };
      expect(allowScripts).toEqual([]);
    },
  );

  it('engines, .nvmrc and README state the same Node, and this Node meets it', () => {
    const pacote = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as {
      engines: { node: string };
    };
    const minimo = pacote.engines.node.replace(/^>=/, '');
    expect(minimo).toMatch(/^\d+\.\d+$/);
    expect(readFileSync(resolve(ROOT, 'README.md'), 'utf8')).toContain(`**Node ≥ ${minimo}**`);
    expect(readFileSync(resolve(ROOT, '.nvmrc'), 'utf8').trim()).toBe(minimo.split('.')[0]);
    expect(atende(process.versions.node, minimo), process.versions.node).toBe(true);
  });
});
