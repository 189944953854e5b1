#!/usr/bin/env node
// What `npm start` and `npm test` do first, in plain Node (nothing may be installed yet): install the
// dependencies from the lockfile when they are missing or older than it, and (for start) build the app when its
// sources are newer than the build. `node scripts/preparar.mjs` runs the dependency step alone.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');

const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestMtime(join(path, name))),
    stat.mtimeMs,
  );
}

function executar(comando, args) {
  const r = spawnSync(comando, args, { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/** npm ci when node_modules is missing or older than package-lock.json (npm writes .package-lock.json last). */
export function prepararDependencias() {
  const instalado = join(ROOT, 'node_modules/.package-lock.json');
  if (existsSync(instalado) && mtime(instalado) >= mtime(join(ROOT, 'package-lock.json'))) return false;
  console.log('Instalando as dependências do package-lock.json (npm ci)…');
  executar('npm', ['ci', '--no-audit', '--no-fund']);
  return true;
}

const FONTES_DO_APP = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/core/src',
];

/** Builds apps/web when a source is newer than apps/web/dist/index.html. */
export function prepararApp() {
  const construido = mtime(join(ROOT, 'apps/web/dist/index.html'));
  if (!FONTES_DO_APP.some((fonte) => newestMtime(join(ROOT, fonte)) > construido)) return false;
  console.log('Compilando o app (apps/web)…');
  executar('npm', ['run', 'build', '-w', 'apps/web']);
  return true;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) prepararDependencias();
