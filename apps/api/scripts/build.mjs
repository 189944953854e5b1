#!/usr/bin/env node
// Compiles the API into apps/api/dist: one ES module per command (server, db reset, document publishing), with
// @portal/core's TypeScript inlined and every npm dependency left to node_modules. `npm start` runs the result,
// so nothing is compiled at start; tests keep running the sources.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const API = join(import.meta.dirname, '..');
const pacote = JSON.parse(
  await import('node:fs').then((fs) => fs.readFileSync(join(API, 'package.json'), 'utf8')),
);
/** npm packages stay imports (and their subpaths: drizzle-orm/pg-core…); only the workspace's core is bundled. */
const externos = Object.keys(pacote.dependencies)
  .filter((nome) => nome !== '@portal/core')
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
  // server.ts imports app.ts (and the seed) dynamically, so that their packages load while the database opens
  // (or only when needed): each becomes a chunk of its own.
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  external: [...externos, 'zod', 'zod/*'],
  sourcemap: 'linked',
  logLevel: 'warning',
  // Dependencies that are CommonJS but imported by name from the bundle need a require in ESM.
  banner: {
    js: "import { createRequire as __portalRequire } from 'node:module'; const require = __portalRequire(import.meta.url);",
  },
});
