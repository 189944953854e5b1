import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compilarCedo } from './vite-plugins/compilar-cedo.ts';
import { ionicPorModulo } from './vite-plugins/ionic-por-modulo.ts';

const API_DEV = process.env.PORTAL_API_DEV ?? 'http://localhost:8080';

// `@ionic/react` is one barrel and neither Ionic package declares `sideEffects`; telling Rolldown that
// Ionic's component modules are pure lets it drop every component the app never renders (~120 KB gzip).
const IONIC_PURE = /node_modules[\\/]@ionic[\\/](core[\\/]components[\\/]ion-|react[\\/]dist[\\/]index)/;
// ionicons' icon constants are pure too; anything else keeps the bundler's own analysis (and package.json
// `sideEffects`). The per-component Ionic wrappers mark themselves (vite-plugins/ionic-por-modulo.ts).
const OUTROS_PUROS = /node_modules[\\/]ionicons[\\/]icons[\\/]/;

/**
 * Writes .br and .gz beside every text asset of dist, so the server can send them precompressed
 * (@fastify/static `preCompressed`) instead of ~3x larger raw JavaScript.
 */
function precomprimir(): Plugin {
  let saida = 'dist';
  return {
    name: 'portal-precomprimir',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      saida = config.build.outDir;
    },
    closeBundle() {
      const percorrer = (dir: string) => {
        for (const nome of readdirSync(dir)) {
          const caminho = join(dir, nome);
          if (statSync(caminho).isDirectory()) percorrer(caminho);
          else if (/\.(js|mjs|css|html|svg|json|webmanifest)$/.test(nome) && statSync(caminho).size > 1024) {
            const dados = readFileSync(caminho);
            writeFileSync(`${caminho}.gz`, gzipSync(dados, { level: 9 }));
            writeFileSync(
              `${caminho}.br`,
              brotliCompressSync(dados, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            );
          }
        }
      };
      percorrer(saida);
    },
  };
}

export default defineConfig({
  plugins: [
    ionicPorModulo(),
    react(),
    VitePWA({
      // SPEC §7 names the worker file; the app registers it itself (src/app/service-worker.ts) so it can
      // wait for a stable app or 30 s, whichever comes first.
      filename: 'ngsw-worker.js',
      injectRegister: false,
      registerType: 'prompt',
      manifest: {
        name: 'Portal',
        short_name: 'Portal',
        description: 'Portal do cliente: recados, notificações e módulos de gestão.',
        lang: 'pt-BR',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#007bff',
        background_color: '#ffffff',
        icons: [
          { src: 'assets/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'assets/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
        ],
      },
      // The glob below already lists every public file; the plugin's own lists of them (includeAssets, the
      // manifest's icons) added second entries with another revision, and Workbox refuses a precache list with
      // conflicting entries (issue 29: the worker installed with no cache and no fetch handler).
      includeManifestIcons: false,
      workbox: {
        // Every file of the build, every page's chunk included: the app installs and starts offline (issue 29).
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Only Vite's fingerprinted names are cached without a revision; the plugin's default (all of assets/)
        // also covered public/assets' plain names (icons, logos), which then never updated.
        dontCacheBustURLsMatching: /-[A-Za-z0-9_-]{8}\.\w+$/,
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        navigateFallback: '/index.html',
        // App routes only: never the API, the postal lookup, the runtime config or a file (the server's own rule,
        // isSpaRoute in apps/api).
        navigateFallbackDenylist: [
          /^\/api\//,
          /^\/ws\//,
          /^\/config\.json$/,
          /^[^?]*\.[A-Za-z0-9]{1,8}(\?|$)/,
        ],
        // The notification click handler (SPEC §2: a tap opens /notificacoes) and the first copy of
        // /config.json live in plain worker scripts.
        importScripts: ['sw-notificacoes.js', 'sw-config.js'],
        cleanupOutdatedCaches: true,
        // One classic script, no AMD loader: with the loader, the worker's setup ran in a promise after the
        // script's evaluation, so a throw there was swallowed and the worker still installed and activated with
        // no precache and no fetch handler (issue 29). Inline, such a throw fails the registration visibly.
        inlineWorkboxRuntime: true,
        // A first visit's page is controlled at once, so a page whose chunk it never loaded still comes from the
        // precache offline. An update still waits (registerType 'prompt') until the app activates it (SPEC §4).
        clientsClaim: true,
        // Offline, the app still starts with the last runtime config it saw.
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname === '/config.json',
            handler: 'NetworkFirst',
            // ignoreVary: the server varies /config.json on Origin (its CORS headers), and index.html's
            // crossorigin preload carries an Origin the install's copy (sw-config.js) was not asked with, so
            // offline the preload found no copy and the app could not start (issue 29).
            options: {
              cacheName: 'portal-config',
              networkTimeoutSeconds: 5,
              matchOptions: { ignoreVary: true },
            },
          },
        ],
      },
    }),
    compilarCedo(),
    precomprimir(),
  ],
  build: {
    manifest: true,
    // No <link rel="modulepreload"> per dependency of a dynamic import: appending the shell's ~25 of them cost a
    // slow phone a 40–150 ms task just after the saved home painted, and a module page's first visit ~30 more of
    // mostly loaded chunks (issue 12). The browser fetches a chunk's imports itself once the chunk arrives; the
    // shell's code is asked for while the sketch or the login form is on screen. CSS still comes with its chunk.
    modulePreload: false,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id: string) => (IONIC_PURE.test(id) || OUTROS_PUROS.test(id) ? false : undefined),
      },
      output: {
        codeSplitting: {
          groups: [
            // React changes rarely and every route needs it: one long-cached chunk. Not the router: the first
            // login screen has none (it comes with the shell).
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_DEV, changeOrigin: true },
      '/ws': { target: API_DEV, changeOrigin: true },
      '/config.json': { target: API_DEV, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_DEV, changeOrigin: true },
      '/ws': { target: API_DEV, changeOrigin: true },
      '/config.json': { target: API_DEV, changeOrigin: true },
    },
  },
});
