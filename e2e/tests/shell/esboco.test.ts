import { afterEach, describe, expect, it } from 'vitest';
import { ambienteE2e } from '../../harness/ambiente.ts';
import { entrar, paginaAtiva } from '../../harness/app.ts';
import { openPage, type TrackedPage } from '../../harness/browser.ts';

const ANA = { usuario: '529.982.247-25', senha: 'demo1234' };
const REUNIAO = 'Reunião de pais e mestres do 4º bimestre';

/** Issue 12: a returning person reads the home's recados before the shell's code (Ionic, router) arrives. */
describe('the home paints from what it already knows', () => {
  const ambiente = ambienteE2e();
  let aberta: TrackedPage | undefined;
  afterEach(async () => {
    await aberta?.context.close();
  });

  it('shows the saved recados while the shell is on its way, then the live page takes over', async () => {
    // Service workers off: the route below must see the shell's request (a worker would answer from its cache).
    aberta = await openPage(ambiente.browser, {
      viewport: { width: 360, height: 780 },
      serviceWorkers: 'block',
    });
    const { page, consoleErrors } = aberta;
    await entrar(page, ambiente.server.url, ANA);
    await paginaAtiva(page).getByRole('heading', { name: REUNIAO }).waitFor();

    // A slow network: the shell's chunk is held back until the test lets it go.
    let soltar = () => {};
    const solto = new Promise<void>((r) => {
      soltar = r;
    });
    await page.route(/\/assets\/app-[^/]*\.js$/, async (rota) => {
      await solto;
      await rota.continue();
    });
    await page.reload();
    const esboco = page.locator('.esboco');
    await esboco.getByRole('heading', { name: REUNIAO }).waitFor({ timeout: 15_000 });
    expect(await esboco.getByRole('heading', { level: 1 }).textContent()).toBe('Recados');
    expect(await page.locator('ion-app').count()).toBe(0);

    soltar();
    await paginaAtiva(page)
      .getByRole('list', { name: 'Recados' })
      .getByRole('heading', { name: REUNIAO })
      .waitFor({ timeout: 15_000 });
    expect(await esboco.count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });
});
