import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { hojeEmBrasilia } from '@portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ambienteE2e } from '../../harness/ambiente.ts';
import { entrar, paginaAtiva, violacoesGraves } from '../../harness/app.ts';
import { openPage, type TrackedPage } from '../../harness/browser.ts';

const SILVIA = { usuario: '482.159.736-55', senha: 'demo1234' } as const;
const ANA = { usuario: '529.982.247-25', senha: 'demo1234' } as const;
const SCREENSHOTS = resolve(import.meta.dirname, '../../screenshots');

/**
 * Issue 31: Sílvia, the school office, publishes an exam for 6º A from the calendar ("Novo evento") → Ana opens
 * her calendar and sees it, with its class and time. At 360 px and 1440 px, axe clean.
 */
describe.each([
  [360, 780],
  [1440, 900],
])('Secretaria publica no calendário at %i px', (largura, altura) => {
  const ambiente = ambienteE2e();
  let silvia: TrackedPage;
  let ana: TrackedPage;
  const titulo = `Prova de Geografia (${largura} px)`;
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const viewport = { width: largura, height: altura };
    [silvia, ana] = await Promise.all([
      openPage(ambiente.browser, { viewport }),
      openPage(ambiente.browser, { viewport }),
    ]);
    await Promise.all([
      entrar(silvia.page, ambiente.server.url, SILVIA),
      entrar(ana.page, ambiente.server.url, ANA),
    ]);
  });
  afterAll(async () => {
    await Promise.all([silvia?.context.close(), ana?.context.close()]);
  });

  it('Sílvia publishes an exam for 6º A; Ana sees it in her calendar', async () => {
    const { page, consoleErrors } = silvia;
    await page.goto(`${ambiente.server.url}/escola/calendario`);
    const tela = paginaAtiva(page);
    await tela.getByRole('button', { name: 'Novo evento' }).click();
    const form = tela.getByRole('form', { name: 'Novo evento' });
    await form.waitFor();
    await form.getByLabel('Para').selectOption({ label: '6º ano A - Ensino Fundamental' });
    await form.getByLabel('Tipo').selectOption('prova');
    await form.getByLabel(/^Título/).fill(titulo);
    // Today, so the month on screen carries it.
    await form.getByLabel(/^Data/).fill(hojeEmBrasilia(new Date()));
    await form.getByLabel('Início (opcional)').fill('10:00');
    await form.getByLabel('Término (opcional)').fill('11:40');
    await form.getByLabel('Descrição').fill('Capítulos 4 e 5; trazer lápis de cor.');
    await page.screenshot({
      path: `${SCREENSHOTS}/calendario-secretaria-${largura}-form.png`,
      fullPage: false,
    });
    expect(await violacoesGraves(page)).toEqual([]);
    await form.getByRole('button', { name: 'Publicar evento' }).click();

    const publicado = tela.locator('.calendario-evento', { hasText: titulo });
    await publicado.waitFor();
    // Her own event offers changing it (once the calendar is read again on 'calendario').
    await publicado.getByRole('button', { name: `Editar: ${titulo}` }).waitFor();
    await publicado.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/calendario-secretaria-${largura}.png`, fullPage: false });
    expect(await violacoesGraves(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);

    await ana.page.goto(`${ambiente.server.url}/escola/calendario`);
    const deAna = paginaAtiva(ana.page).locator('.calendario-evento', { hasText: titulo });
    await deAna.waitFor();
    expect(await deAna.innerText()).toContain('6º ano A');
    expect(await deAna.innerText()).toContain('10:00');
    // Families are never offered to publish or change.
    expect(await paginaAtiva(ana.page).getByRole('button', { name: 'Novo evento' }).count()).toBe(0);
    expect(await deAna.getByRole('button', { name: /Editar/ }).count()).toBe(0);
    await deAna.scrollIntoViewIfNeeded();
    await ana.page.screenshot({
      path: `${SCREENSHOTS}/calendario-secretaria-${largura}-ana.png`,
      fullPage: false,
    });
    expect(await violacoesGraves(ana.page)).toEqual([]);
    expect(ana.consoleErrors).toEqual([]);
  });
});
