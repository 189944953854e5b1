import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { hashPassword, MENSAGENS } from '@portal/core';
import { type BrowserContext, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureChromium } from '../../../scripts/ensure-chromium.mjs';
import { entrar, paginaAtiva } from '../../harness/app.ts';
import { CHROMIUM_ARGS } from '../../harness/chromium-flags.ts';
import { type RunningServer, startServer } from '../../harness/server.ts';

const ANA = { usuario: '529.982.247-25', senha: 'demo1234' } as const;
const DIST = resolve(import.meta.dirname, '../../../apps/web/dist');

/**
 * Every file of the built app the worker must hold: not the worker itself (the browser keeps it), nor the
 * precompressed copies (the server's business).
 */
function arquivosDoApp(dir = DIST): string[] {
  return readdirSync(dir).flatMap((nome) => {
    const caminho = join(dir, nome);
    if (statSync(caminho).isDirectory()) return nome === '.vite' ? [] : arquivosDoApp(caminho);
    const arquivo = `/${relative(DIST, caminho)}`;
    return /\.(js|css|html|svg|png|webmanifest)$/.test(nome) && arquivo !== '/ngsw-worker.js'
      ? [arquivo]
      : [];
  });
}

/** Ana's menu routes, as the login answers them. */
async function rotasDoMenu(url: string): Promise<string[]> {
  const r = await fetch(`${url}/api/V4`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      coddao: 16,
      parametros: ['W1', ANA.usuario, await hashPassword(ANA.senha, 'portal-senha')],
    }),
  });
  const menus = (await r.json()).conteudo.menus as { menus: { rota: string }[] }[];
  return [
    ...new Set(menus.flatMap((g) => g.menus.map((m) => (m.rota.startsWith('/') ? m.rota : `/${m.rota}`)))),
  ];
}

/**
 * Issue 29, item 1: a new user's browser (a persistent profile, as a person's own Chromium) installs the app on
 * the first visit; with the server down, a reload and every module of the menu still open inside the app.
 */
describe('the app installs and starts offline', () => {
  let server: RunningServer;
  let perfil: string;
  let contexto: BrowserContext;

  beforeAll(async () => {
    server = await startServer();
    perfil = mkdtempSync(join(tmpdir(), 'portal-perfil-'));
    contexto = await chromium.launchPersistentContext(perfil, {
      executablePath: ensureChromium(),
      args: CHROMIUM_ARGS,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      viewport: { width: 1440, height: 900 },
    });
  });
  afterAll(async () => {
    await contexto?.close();
    await server?.dispose();
    if (perfil) rmSync(perfil, { recursive: true, force: true });
  });

  it('precaches every file, then opens every module of the menu with the server down', async () => {
    const rotas = await rotasDoMenu(server.url);
    expect(rotas).toContain('/escola/boletim');
    const page = contexto.pages()[0] ?? (await contexto.newPage());
    const erros: string[] = [];
    page.on('pageerror', (e) => erros.push(String(e)));
    await entrar(page, server.url, ANA);

    // SPEC §7: registered once the app is stable (or after 30 s); the first install then controls the page.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 45_000 });
    const guardados = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const nome of await caches.keys()) {
        for (const pedido of await (await caches.open(nome)).keys()) urls.push(new URL(pedido.url).pathname);
      }
      return urls;
    });
    const faltam = arquivosDoApp().filter((arquivo) => !guardados.includes(arquivo));
    expect(faltam).toEqual([]);
    expect(guardados).toContain('/config.json');

    await server.stop();
    await page.reload();
    await paginaAtiva(page).locator('.cabecalho-pagina h1').waitFor({ timeout: 20_000 });
    expect(page.url()).toBe(`${server.url}/home/recados`);

    for (const rota of rotas) {
      await page.goto(`${server.url}${rota}`);
      // Never the browser's own error page: the app's shell (menu and header) and a page of the app.
      expect(page.url(), rota).toBe(`${server.url}${rota}`);
      await page.locator('ion-menu nav[aria-label="Menu principal"]').waitFor({ timeout: 20_000 });
      const ativa = paginaAtiva(page);
      await ativa.locator('.cabecalho-pagina h1').waitFor({ timeout: 20_000 });
      // Offline, a page shows what it last saw or says in Portuguese that it could not reach the server.
      await expect.poll(() => ativa.locator('ion-content').innerText(), { message: rota }).toMatch(/\S/);
      // Its code came from the worker's copy: never the route's "could not load" message.
      expect(await page.getByText(MENSAGENS.paginaNaoCarregou).count(), rota).toBe(0);
    }
    expect(erros).toEqual([]);
  }, 240_000);
});
