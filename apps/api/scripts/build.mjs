#!/usr/bin/env node
// `npm run build -w apps/api`: bundles the server and the database tools into dist/ as plain JavaScript, so a start
// spends no time compiling TypeScript (tsx compiled the whole API at every start: about half of it). @portal/core
// is inlined, since Node cannot run its TypeScript; every other package stays in node_modules, as installed.
import { readFile, rm } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { build } from 'esbuild';

const API = resolve(import.meta.dirname, '..');
const DIST = resolve(API, 'dist');

/** dist/<name>.js ← source: npm scripts run these files, and the server runs semear.js on a first start. */
const ENTRADAS = {
  server: 'src/server.ts',
  semear: 'src/db/semear.ts',
  reset: 'src/db/reset.ts',
  'publicar-documento': 'src/db/publicar-documento.ts',
};
const SAIDA_DE = new Map(
  Object.entries(ENTRADAS).map(([saida, fonte]) => [resolve(API, fonte), `./${saida}.js`]),
);

/** Bare imports (packages, node:…) stay imports, but the workspace's own packages, which ship TypeScript. */
const externos = {
  name: 'externos',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path.startsWith('@portal/') ? undefined : { path, external: true },
    );
  },
};

const URL_RELATIVA = /new URL\((['"])([^'"]+)\1, import\.meta\.url\)/g;
/** Resolving packages from dist/ finds the same node_modules as from src/. */
const RESOLUCAO_DE_PACOTES = /createRequire\(import\.meta\.url\)/g;

/**
 * A source finds its files beside it (`new URL('./migrations', import.meta.url)`); in the bundle import.meta.url is
 * dist/<entry>.js, so each such path is rewritten to point from dist/ at the same file (the migrations stay in
 * src/db/migrations, the app in apps/web/dist), or at the built entry when it names an entry's source. Any other
 * use of import.meta but createRequire(import.meta.url) would silently resolve from dist/: the build refuses it.
 */
const caminhosRelativos = {
  name: 'caminhos-relativos',
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      const fonte = await readFile(path, 'utf8');
      const reescrita = fonte.replace(URL_RELATIVA, (_, aspas, alvo) => {
        const absoluto = resolve(dirname(path), alvo);
        const deDist = SAIDA_DE.get(absoluto) ?? relative(DIST, absoluto).replaceAll('\\', '/');
        return `new URL(${aspas}${deDist}${aspas}, import.meta.url)`;
      });
      if (reescrita.replace(URL_RELATIVA, '').replace(RESOLUCAO_DE_PACOTES, '').includes('import.meta'))
        throw new Error(`${relative(API, path)}: import.meta fora de new URL('…', import.meta.url)`);
      return { contents: reescrita, loader: 'ts' };
    });
  },
};

// Chunk names carry a hash: without this, every build would leave the last one's chunks behind.
await rm(DIST, { recursive: true, force: true });
await build({
  absWorkingDir: API,
  entryPoints: Object.entries(ENTRADAS).map(([out, entrada]) => ({ in: entrada, out })),
  outdir: DIST,
  bundle: true,
  // server.ts imports app.ts dynamically, so that its packages load while the database opens: a chunk of its own.
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  plugins: [externos, caminhosRelativos],
  logLevel: 'warning',
});
