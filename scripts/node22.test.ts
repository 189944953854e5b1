import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { atende, comandoNode, NODE_22 } from '../apps/web/scripts/node22.mjs';

/**
 * Issue 10: the project runs on Node ≥ 20.19, and the two tools that declare Node ≥ 22 (the Capacitor CLI,
 * Lighthouse) get it themselves through the registry package node@22.
 */
describe('apps/web/scripts/node22.mjs', () => {
  it('compares major and minor', () => {
    expect(atende('20.20.2', '22')).toBe(false);
    expect(atende('22.0.0', '22')).toBe(true);
    expect(atende('22.18.9', '22.19')).toBe(false);
    expect(atende('22.19.0', '22.19')).toBe(true);
    expect(atende('24.1.0', '22.19')).toBe(true);
  });

  it('runs node directly when the current one suffices, else node@22 through npx', () => {
    expect(comandoNode(['x.mjs', 'a'], '22.19', '24.0.0')).toEqual({
      command: process.execPath,
      args: ['x.mjs', 'a'],
    });
    expect(comandoNode(['x.mjs', 'a'], '22.19', '20.20.2')).toEqual({
      command: 'npx',
      args: ['--yes', '--package', NODE_22, 'node', 'x.mjs', 'a'],
    });
  });

  it('the command it gives really runs a Node that Lighthouse accepts (≥ 22.19)', () => {
    const { command, args } = comandoNode(['-p', 'process.versions.node'], '22.19');
    const r = spawnSync(command, args, { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    expect(atende(r.stdout.trim(), '22.19'), r.stdout).toBe(true);
  }, 120_000);
});
