import { resolve } from 'node:path';
import { CODDAO } from '@portal/core';
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ambienteE2e } from '../../harness/ambiente.ts';
import { entrar, paginaAtiva, violacoesGraves } from '../../harness/app.ts';
import { openPage, type TrackedPage } from '../../harness/browser.ts';

const SCREENSHOTS = resolve(import.meta.dirname, '../../screenshots');
const CARLA = { usuario: '714.602.380-01', senha: 'demo1234' } as const;

/** Whether a request is the areas' list (coddao 700). */
const ehListaDeAreas = (route: Route) =>
  (route.request().postData() ?? '').includes(`"coddao":${CODDAO.areasComuns}`);

/** Opens the areas' list as Carla would, from the header-less address. */
async function abrirAreas(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/condominio/reservas`);
  return paginaAtiva(page);
}

/**
 * A list's states (ui/estado-lista.tsx) as a person sees them, drawn by plain elements (no Ionic spinner, icon or
 * button to hydrate before the first paint): the loader while the list is on its way, the failure with its
 * "Tentar novamente" — a real button, named, which asks again — and then the list. At 360 px and 1440 px, axe clean.
 */
describe.each([
  [360, 780],
  [1440, 900],
])("a list's loader and failure at %i px", (largura, altura) => {
  const ambiente = ambienteE2e();
  let carla: TrackedPage;

  beforeAll(async () => {
    carla = await openPage(ambiente.browser, { viewport: { width: largura, height: altura } });
    await entrar(carla.page, ambiente.server.url, CARLA);
  });
  afterAll(() => carla?.context.close());

  it('shows the loader, then the failure with a retry that brings the list', async () => {
    const { page } = carla;
    // The list takes its time: the loader, with its words.
    let soltar: () => void = () => {};
    const segurada = new Promise<void>((pronto) => {
      soltar = pronto;
    });
    await page.route('**/api/V4', async (route) => {
      if (!ehListaDeAreas(route)) return route.continue();
      await segurada;
      return route.abort('internetdisconnected');
    });
    const tela = await abrirAreas(page, ambiente.server.url);
    const aguarde = tela.getByRole('status').filter({ hasText: 'Aguarde' });
    await aguarde.waitFor({ timeout: 15_000 });
    expect(await aguarde.locator('.girando').count()).toBe(1);
    await page.screenshot({ path: `${SCREENSHOTS}/lista-carregando-${largura}.png` });

    // It does not arrive: the failure, and a button to ask again.
    soltar();
    const tentar = tela.getByRole('button', { name: 'Tentar novamente' });
    await tentar.waitFor({ timeout: 15_000 });
    expect(await tela.getByRole('alert').textContent()).toMatch(/conex/i);
    await page.screenshot({ path: `${SCREENSHOTS}/lista-falha-${largura}.png` });
    expect(await violacoesGraves(page)).toEqual([]);

    // The connection is back: the button brings the list.
    await page.unroute('**/api/V4');
    await tentar.click();
    await tela.getByRole('heading', { name: 'Salão de festas' }).waitFor({ timeout: 15_000 });
    expect(await tela.getByRole('alert').count()).toBe(0);
  });
});
