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

function executar(comando, args, cwd = ROOT) {
  const r = spawnSync(comando, args, { cwd, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/**
 * Whether node_modules matches the lockfile: npm install and npm ci write node_modules/.package-lock.json last,
 * so it is missing or older than package-lock.json when the lockfile changed (a pull) or nothing was installed.
 */
export function dependenciasEmDia(raiz = ROOT) {
  const instalado = join(raiz, 'node_modules/.package-lock.json');
  return existsSync(instalado) && mtime(instalado) >= mtime(join(raiz, 'package-lock.json'));
}

/** npm ci when the dependencies are not those of the lockfile. */
export function prepararDependencias() {
  if (dependenciasEmDia()) return false;
  console.log('Instalando as dependências do package-lock.json (npm ci)…');
  if (Number(process.versions.node.split('.')[0]) < 22)
    console.log('Em Node 20, os avisos "npm warn EBADENGINE" são esperados (README, "Requirements").');
  executar('npm', ['ci', '--no-audit', '--no-fund']);
  return true;
}

/** What the built app is made of: its sources, core's rules, and the dependencies of the lockfile. */
const FONTES_DO_APP = [
  'package-lock.json',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  // The build's own plugins, which vite.config.ts imports: a change to them changes the output too.
  'apps/web/vite-plugins',
  'packages/core/src',
];
/** What the compiled API is made of. */
const FONTES_DA_API = [
  'package-lock.json',
  'apps/api/src',
  'apps/api/scripts/build.mjs',
  'packages/core/src',
];

/** Whether `saida` exists and is newer than everything in `fontes`. */
function construcaoEmDia(raiz, saida, fontes) {
  const construido = mtime(join(raiz, saida));
  return construido > 0 && fontes.every((fonte) => newestMtime(join(raiz, fonte)) <= construido);
}

/** Whether apps/web/dist/index.html is newer than everything the app is built from. */
export function appEmDia(raiz = ROOT) {
  return construcaoEmDia(raiz, 'apps/web/dist/index.html', FONTES_DO_APP);
}

/** Whether apps/api/dist/server.js is newer than everything the API is compiled from. */
export function apiEmDia(raiz = ROOT) {
  return construcaoEmDia(raiz, 'apps/api/dist/server.js', FONTES_DA_API);
}

/** Builds apps/web when it is missing or older than one of its sources. */
export function prepararApp() {
  if (appEmDia()) return false;
  console.log('Compilando o app (apps/web)…');
  // Vite itself, quiet: its list of a hundred chunks is for `npm run build`, not for someone starting the portal.
  const vite = join(ROOT, 'node_modules/vite/bin/vite.js');
  executar(process.execPath, [vite, 'build', '--logLevel', 'warn'], join(ROOT, 'apps/web'));
  return true;
}

/** Compiles apps/api when it is missing or older than one of its sources (a fraction of a second). */
export function prepararApi() {
  if (apiEmDia()) return false;
  executar(process.execPath, [join(ROOT, 'apps/api/scripts/build.mjs')]);
  return true;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) prepararDependencias();
