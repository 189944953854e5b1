import { resolve } from 'node:path';
import { hojeEmBrasilia } from '@portal/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ambienteE2e } from '../../harness/ambiente.ts';
import { entrar, paginaAtiva, violacoesGraves } from '../../harness/app.ts';
import { openPage, type TrackedPage } from '../../harness/browser.ts';

const SCREENSHOTS = resolve(import.meta.dirname, '../../screenshots');
/** Carla and Paulo, residents of Acácias Bloco A - Apto 302 (README's table). */
const CARLA = { usuario: '714.602.380-01', senha: 'demo1234' } as const;
const PAULO = { usuario: '731.604.928-69', senha: 'demo1234' } as const;
const DIA_MS = 86_400_000;

/** Answers the booking's confirmation and returns what it said. */
async function confirmar(page: Page, botao: string): Promise<string> {
  const alerta = page.locator('ion-alert');
  await alerta.getByRole('button', { name: botao }).waitFor({ timeout: 10_000 });
  const texto = (await alerta.locator('.alert-message').textContent()) ?? '';
  await alerta.getByRole('button', { name: botao }).click();
  await alerta.waitFor({ state: 'detached' });
  return texto;
}

/** The area's calendar on `dia`, opened as a resident would: from the areas list. */
async function abrirCalendario(page: Page, baseUrl: string, dia: string) {
  await page.goto(`${baseUrl}/condominio/reservas`);
  const lista = paginaAtiva(page);
  // A routerLink ion-button is a link inside its shadow root.
  await lista
    .getByRole('link', { name: 'Ver horários: Salão de festas' })
    .or(lista.getByRole('button', { name: 'Ver horários: Salão de festas' }))
    .first()
    .click();
  await page.waitForURL((url) => /^\/condominio\/reservas\/area\/\d+$/.test(url.pathname));
  const tela = paginaAtiva(page);
  await tela.getByLabel('Dia', { exact: true }).fill(dia);
  await tela.getByRole('heading', { name: `Horários de ${dia.split('-').reverse().join('/')}` }).waitFor();
  return tela;
}

/**
 * Issue 32: Carla books the party room from its day's calendar, the fee said in R$ before she confirms; Paulo, of
 * the same unit, then sees that slot taken and no way to book it. At 360 px and 1440 px, axe clean.
 */
describe.each([
  [360, 780, 3],
  [1440, 900, 4],
])('Reservas at %i px', (largura, altura, diasAFrente) => {
  const ambiente = ambienteE2e();
  let carla: TrackedPage;
  let paulo: TrackedPage;
  const dia = hojeEmBrasilia(new Date(Date.now() + diasAFrente * DIA_MS));
  const dataBr = dia.split('-').reverse().join('/');

  beforeAll(async () => {
    carla = await openPage(ambiente.browser, { viewport: { width: largura, height: altura } });
    paulo = await openPage(ambiente.browser, { viewport: { width: largura, height: altura } });
    await entrar(carla.page, ambiente.server.url, CARLA);
    await entrar(paulo.page, ambiente.server.url, PAULO);
  });
  afterAll(async () => {
    await carla?.context.close();
    await paulo?.context.close();
  });

  it('Carla books the party room; Paulo sees the slot taken and cannot book it', async () => {
    const { page, consoleErrors } = carla;
    const tela = await abrirCalendario(page, ambiente.server.url, dia);
    const slot = `Reservar ${dataBr} das 10:00 às 14:00`;
    await tela.getByRole('button', { name: slot }).click();
    const mensagem = await confirmar(page, 'Reservar');
    expect(mensagem).toContain('R$\u00a0150,00');
    expect(mensagem).toContain(`${dataBr} das 10:00 às 14:00`);
    await tela.getByText('Reservado').first().waitFor({ timeout: 15_000 });
    expect(await tela.getByRole('button', { name: slot }).count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/reservas-carla-${largura}.png`, fullPage: true });
    expect(await violacoesGraves(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);

    const dele = await abrirCalendario(paulo.page, ambiente.server.url, dia);
    await dele.getByText('Reservado').first().waitFor({ timeout: 15_000 });
    expect(await dele.getByRole('button', { name: slot }).count()).toBe(0);
    expect(await dele.getByRole('button', { name: `Reservar ${dataBr} das 14:00 às 18:00` }).count()).toBe(1);
    await paulo.page.screenshot({ path: `${SCREENSHOTS}/reservas-paulo-${largura}.png`, fullPage: true });
    expect(await violacoesGraves(paulo.page)).toEqual([]);

    // His unit's bookings list Carla's, which he may cancel too.
    await paulo.page.goto(`${ambiente.server.url}/condominio/reservas/minhas`);
    const minhas = paginaAtiva(paulo.page);
    await minhas.getByText(`${dataBr} das 10:00 às 14:00`).first().waitFor({ timeout: 15_000 });
    await paulo.page.screenshot({ path: `${SCREENSHOTS}/reservas-minhas-${largura}.png`, fullPage: true });
    expect(await violacoesGraves(paulo.page)).toEqual([]);
    expect(paulo.consoleErrors).toEqual([]);
  });
});
