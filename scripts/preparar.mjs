#!/usr/bin/env node
// What `npm start` and `npm test` do first, in plain Node (nothing may be installed yet): install the
// dependencies from the lockfile when they are missing or older than it, and (for start) build the app and the API
// when their sources are newer than their builds. `node scripts/preparar.mjs` runs the dependency step alone.
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

/**
 * What each build is made of (its sources, core's rules, the dependencies of the lockfile), the output file whose
 * date is the build's, and how to make it. Vite and esbuild run quietly: their lists of outputs are for `npm run build`, not for
 * someone starting the portal.
 */
const CONSTRUCOES = {
  app: {
    nome: 'o app (apps/web)',
    construido: 'apps/web/dist/index.html',
    fontes: [
      'package-lock.json',
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/core/src',
    ],
    comando: ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
    pasta: 'apps/web',
  },
  api: {
    nome: 'a API (apps/api)',
    construido: 'apps/api/dist/server.js',
    fontes: ['package-lock.json', 'apps/api/src', 'apps/api/scripts/build.mjs', 'packages/core/src'],
    comando: ['apps/api/scripts/build.mjs'],
    pasta: 'apps/api',
  },
};

/** Whether the build's output is newer than everything it is built from. */
function emDia({ construido, fontes }, raiz) {
  const quando = mtime(join(raiz, construido));
  return quando > 0 && fontes.every((fonte) => newestMtime(join(raiz, fonte)) <= quando);
}

/** Runs the build when its output is missing or older than one of its sources. */
function construirSePreciso(construcao) {
  if (emDia(construcao, ROOT)) return false;
  console.log(`Compilando ${construcao.nome}…`);
  const [script, ...args] = construcao.comando;
  executar(process.execPath, [join(ROOT, script), ...args], join(ROOT, construcao.pasta));
  return true;
}

/** Whether apps/web/dist/index.html is newer than everything the app is built from. */
export const appEmDia = (raiz = ROOT) => emDia(CONSTRUCOES.app, raiz);

/** Builds apps/web when it is missing or older than one of its sources. */
export const prepararApp = () => construirSePreciso(CONSTRUCOES.app);

/** Whether apps/api/dist/server.js is newer than the API's sources, its build script and core. */
export const apiEmDia = (raiz = ROOT) => emDia(CONSTRUCOES.api, raiz);

/** Builds apps/api (dist/server.js and the database tools) when it is missing or stale. */
export const prepararApi = () => construirSePreciso(CONSTRUCOES.api);

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) prepararDependencias();
