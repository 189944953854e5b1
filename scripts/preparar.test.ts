import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiEmDia, appEmDia, dependenciasEmDia, ROOT } from './preparar.mjs';

const pastas: string[] = [];
afterAll(() => {
  for (const pasta of pastas) rmSync(pasta, { recursive: true, force: true });
});

function pastaTemporaria(): string {
  const pasta = mkdtempSync(join(tmpdir(), 'portal-preparar-'));
  pastas.push(pasta);
  return pasta;
}

function escrever(raiz: string, caminho: string, texto: string, segundos: number): void {
  const arquivo = join(raiz, caminho);
  mkdirSync(join(arquivo, '..'), { recursive: true });
  writeFileSync(arquivo, texto);
  utimesSync(arquivo, segundos, segundos);
}

/** Issue 10: `npm start` and `npm test` install and build what is missing or stale, and nothing else. */
describe('scripts/preparar.mjs', () => {
  it('finds this checkout fresh once it is installed (CI runs npm ci, then npm test must not reinstall)', () => {
    expect(dependenciasEmDia(ROOT)).toBe(true);
  });

  it('dependencies: missing or older than package-lock.json are stale', () => {
    const raiz = pastaTemporaria();
    escrever(raiz, 'package-lock.json', '{}', 2_000_000);
    expect(dependenciasEmDia(raiz)).toBe(false);
    escrever(raiz, 'node_modules/.package-lock.json', '{}', 1_000_000);
    expect(dependenciasEmDia(raiz)).toBe(false);
    escrever(raiz, 'node_modules/.package-lock.json', '{}', 2_000_000);
    expect(dependenciasEmDia(raiz)).toBe(true);
  });

  /** `emDia` is false until `saida` is built, then false again whenever any one source is touched after it. */
  function mostraObsolescencia(emDia: (raiz: string) => boolean, saida: string, fontes: string[]) {
    // Relative to now: the folders just created count as sources too (a deleted file changes its folder).
    const agora = Date.now() / 1000;
    const raiz = pastaTemporaria();
    for (const fonte of fontes) escrever(raiz, fonte, '', agora - 3600);
    expect(emDia(raiz)).toBe(false);
    escrever(raiz, saida, '', agora + 60);
    expect(emDia(raiz)).toBe(true);
    for (const fonte of fontes) {
      utimesSync(join(raiz, fonte), agora + 120, agora + 120);
      expect(emDia(raiz), fonte).toBe(false);
      utimesSync(join(raiz, fonte), agora - 3600, agora - 3600);
    }
  }

  it('app: missing, or older than a source, a build plugin, core or the lockfile, is stale', () => {
    mostraObsolescencia(appEmDia, 'apps/web/dist/index.html', [
      'apps/web/src/pages/x.tsx',
      'apps/web/vite.config.ts',
      'apps/web/vite-plugins/x.ts',
      'packages/core/src/x.ts',
      'package-lock.json',
    ]);
  });

  it('the compiled API is stale when its sources, core or the lockfile are newer than dist/server.js', () => {
    mostraObsolescencia(apiEmDia, 'apps/api/dist/server.js', [
      'apps/api/src/x.ts',
      'apps/api/scripts/build.mjs',
      'packages/core/src/x.ts',
      'package-lock.json',
    ]);
  });

  it('npm start runs the compiled server, not the TypeScript sources', () => {
    const start = readFileSync(join(ROOT, 'scripts/start.mjs'), 'utf8');
    expect(start).toMatch(/prepararApi\(\)/);
    expect(start).toContain("'apps/api/dist/server.js'");
    expect(start).not.toContain('tsx');
  });

  it('runs npm ci in plain Node when node_modules is missing or stale, and not when it is fresh', () => {
    // A project of one workspace: npm ci links it without the registry.
    const raiz = pastaTemporaria();
    mkdirSync(join(raiz, 'scripts'));
    copyFileSync(join(ROOT, 'scripts/preparar.mjs'), join(raiz, 'scripts/preparar.mjs'));
    writeFileSync(
      join(raiz, 'package.json'),
      JSON.stringify({ name: 't', private: true, workspaces: ['a'] }),
    );
    mkdirSync(join(raiz, 'a'));
    writeFileSync(join(raiz, 'a/package.json'), JSON.stringify({ name: 'a', version: '1.0.0' }));
    const npm = (...args: string[]) => spawnSync('npm', args, { cwd: raiz, encoding: 'utf8' });
    expect(npm('install', '--package-lock-only', '--no-audit', '--no-fund').status).toBe(0);
    const preparar = () => {
      const r = spawnSync(process.execPath, ['scripts/preparar.mjs'], { cwd: raiz, encoding: 'utf8' });
      expect(r.status, r.stderr).toBe(0);
      return r.stdout.includes('npm ci');
    };

    expect(preparar()).toBe(true);
    expect(dependenciasEmDia(raiz)).toBe(true);
    expect(preparar()).toBe(false);
    // A pull changed the lockfile after the last install.
    const antes = Date.now() / 1000 - 60;
    utimesSync(join(raiz, 'node_modules/.package-lock.json'), antes, antes);
    expect(preparar()).toBe(true);
    expect(preparar()).toBe(false);
  }, 60_000);
});
