#!/usr/bin/env node
// Compiles the API into apps/api/dist: one ES module per command (server, db reset, document publishing), with
// @portal/core's TypeScript and the plain-JavaScript packages of every request inlined. `npm start` runs the
// result, so nothing is compiled at start; tests keep running the sources.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const API = join(import.meta.dirname, '..');
const pacote = JSON.parse(
  await import('node:fs').then((fs) => fs.readFileSync(join(API, 'package.json'), 'utf8')),
);
/**
 * Bundled with the server: the plain JavaScript every request goes through. Loading their hundreds of files one
 * by one through Node's module loader kept the main thread busy for most of a 1.5 s start (issue 12: start →
 * ready ≤ 1 s); from the bundle that loading ends ~0.4 s sooner, and the start, now waiting on PGlite's thread,
 * is 0.05–0.2 s shorter (alternating runs on one data folder). The rest stays in node_modules, imported at run
 * time: packages with native code or WebAssembly, with worker files or data files found beside them (PGlite,
 * argon2, piscina, the PDF, barcode and GeoIP readers, nodemailer) and the build tools.
 */
const EMBUTIDOS = new Set([
  '@portal/core',
  'fastify',
  '@fastify/cors',
  '@fastify/static',
  'drizzle-orm',
  'pg',
  'pg-protocol',
  'jose',
  'zod',
  'helmet',
  'ua-parser-js',
]);
const externos = Object.keys(pacote.dependencies)
  .filter((nome) => !EMBUTIDOS.has(nome))
  .flatMap((nome) => [nome, `${nome}/*`]);

rmSync(join(API, 'dist'), { recursive: true, force: true });
await build({
  absWorkingDir: API,
  entryPoints: {
    server: 'src/server.ts',
    reset: 'src/db/reset.ts',
    'publicar-documento': 'src/db/publicar-documento.ts',
    // Threads: started from auth/passwords.ts and db/pglite-em-thread.ts, found beside the bundle as in the
    // sources.
    'argon2-worker': 'src/auth/argon2-worker.js',
    'pglite-thread': 'src/db/pglite-thread.js',
  },
  outdir: 'dist',
  bundle: true,
  // server.ts (the entry) imports iniciar-servidor.ts dynamically, so PGlite's thread starts before the rest loads;
  // that imports app.ts and the seed dynamically, so their packages load while the database opens (or only when
  // needed): each becomes a chunk of its own.
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // pg's optional native binding: pg requires it only when asked to, and it is not installed.
  external: [...externos, 'pg-native'],
  // Maps for stack traces (--enable-source-maps), without the sources' text: a third of the size to read.
  sourcemap: 'linked',
  sourcesContent: false,
  logLevel: 'warning',
  // Dependencies that are CommonJS but imported by name from the bundle need a require in ESM.
  banner: {
    js: "import { createRequire as __portalRequire } from 'node:module'; const require = __portalRequire(import.meta.url);",
  },
});
