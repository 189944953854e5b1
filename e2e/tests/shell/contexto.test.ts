import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { ambienteE2e } from '../../harness/ambiente.ts';
import { ADMIN, entrar, paginaAtiva, violacoesGraves } from '../../harness/app.ts';
import { openPage, type TrackedPage } from '../../harness/browser.ts';

const ANA = { usuario: '529.982.247-25', senha: 'demo1234' };
const CARLA = { usuario: '714.602.380-01', senha: 'demo1234' };
const REUNIAO = 'Reunião de pais e mestres do 4º bimestre';
const SCREENSHOTS = resolve(import.meta.dirname, '../../screenshots');

/** Issue 10: what a person chooses, through the UI, changes what the portal shows. */
describe('the context chosen in the shell scopes the lists', () => {
  const ambiente = ambienteE2e();
  let aberta: TrackedPage | undefined;

  afterEach(async () => {
    await aberta?.context.close();
    aberta = undefined;
  });

  async function nova(largura: number) {
    aberta = await openPage(ambiente.browser, {
      viewport: { width: largura, height: largura > 992 ? 900 : 740 },
    });
    return aberta;
  }

  const bloco = (page: Page) => page.locator('ion-menu').getByRole('region', { name: 'Usuário e contexto' });

  async function abrirMenu(page: Page) {
    await paginaAtiva(page).getByRole('button', { name: 'Abrir menu' }).click();
    await expect.poll(() => page.locator('ion-menu').getAttribute('class')).toContain('show-menu');
  }

  it('Ana switches from Lucas to Mariana in one tap and the boletim follows', async () => {
    const { page, consoleErrors } = await nova(1440);
    await entrar(page, ambiente.server.url, ANA);
    await expect.poll(() => bloco(page).textContent()).toMatch(/Lucas .* · 6º ano/);
    await page.goto(`${ambiente.server.url}/escola/boletim`);
    const lista = paginaAtiva(page);
    // The boletim is a grid per child (issue 31): only the chosen child's.
    await lista.getByRole('table', { name: /^Boletim \d{4} de Lucas / }).waitFor();
    expect(await lista.getByRole('table', { name: /Mariana/ }).count()).toBe(0);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: resolve(SCREENSHOTS, 'contexto-ana-1440.png') });

    await bloco(page).getByRole('button', { name: 'Mariana' }).click();
    // Another page than home reloads with a cache-busting parameter (SPEC §2).
    await page.waitForURL(/\/escola\/boletim\?v=\d+/);
    await paginaAtiva(page)
      .getByRole('table', { name: /^Boletim \d{4} de Mariana / })
      .waitFor();
    expect(await paginaAtiva(page).getByRole('table', { name: /Lucas/ }).count()).toBe(0);
    await expect.poll(() => bloco(page).textContent()).toMatch(/Mariana .* · 9º ano/);
    expect(consoleErrors).toEqual([]);
  });

  it('Carla sees one building at a time, on a phone, and the switcher is reachable from the menu', async () => {
    const { page } = await nova(360);
    await entrar(page, ambiente.server.url, CARLA);
    await page.goto(`${ambiente.server.url}/condominio/boletos`);
    const pagina = paginaAtiva(page);
    await pagina
      .getByText(/^Residencial Jardim das Acácias · /)
      .first()
      .waitFor();
    expect(await pagina.getByText(/^Edifício Solar do Atlântico · /).count()).toBe(0);

    await page.goto(`${ambiente.server.url}/home/recados`);
    await abrirMenu(page);
    await expect.poll(() => bloco(page).textContent()).toMatch(/Residencial Jardim das Acácias · Bloco/);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: resolve(SCREENSHOTS, 'contexto-carla-360.png') });
    expect(await violacoesGraves(page)).toEqual([]);
    // A mark that a hard reload would wipe out.
    await page.evaluate(() => Object.assign(window, { semRecarga: true }));
    await bloco(page).getByRole('button', { name: 'Edifício Solar do Atlântico' }).click();
    // On the home the list refreshes in place: the other building's recados, with no reload.
    await paginaAtiva(page)
      .getByRole('list', { name: 'Recados' })
      .getByText(/Edifício Solar do Atlântico/)
      .first()
      .waitFor();
    expect(await page.evaluate(() => (window as { semRecarga?: boolean }).semRecarga)).toBe(true);
    expect(new URL(page.url()).search).toBe('');
    await page.goto(`${ambiente.server.url}/condominio/boletos`);
    await paginaAtiva(page)
      .getByText(/^Edifício Solar do Atlântico · /)
      .first()
      .waitFor();
    expect(
      await paginaAtiva(page)
        .getByText(/^Residencial Jardim das Acácias · /)
        .count(),
    ).toBe(0);

    // "Trocar" is a visible control that opens the switcher.
    await page.goto(`${ambiente.server.url}/home/recados`);
    await abrirMenu(page);
    const trocar = bloco(page).getByText('Trocar', { exact: true });
    expect(await trocar.isVisible()).toBe(true);
    await trocar.click();
    await page.waitForURL(/\/parametros$/);
    await paginaAtiva(page).getByText('Condomínio', { exact: true }).first().waitFor();
  });

  it('the administrator picks Vida Plena and the school’s recados leave the home', async () => {
    const { page } = await nova(1440);
    await entrar(page, ambiente.server.url, ADMIN);
    const recados = () => paginaAtiva(page).getByRole('list', { name: 'Recados' });
    await recados().getByRole('heading', { name: REUNIAO }).waitFor();

    await bloco(page).getByText('Trocar', { exact: true }).click();
    await page.waitForURL(/\/parametros$/);
    const pagina = paginaAtiva(page);
    await pagina.locator('ion-select').first().click();
    await page.locator('ion-alert').getByRole('radio', { name: 'Vida Plena Saúde' }).click();
    await page.locator('ion-alert').getByRole('button', { name: 'OK' }).click();
    await pagina.getByRole('button', { name: 'Salvar parâmetros' }).click();
    await page.waitForURL(/\/parametros\?v=\d+/);
    await expect.poll(() => bloco(page).textContent()).toContain('Vida Plena');

    await page.goto(`${ambiente.server.url}/home/recados`);
    await recados().locator('li').first().waitFor();
    expect(await recados().getByRole('heading', { name: REUNIAO }).count()).toBe(0);
  });
});
