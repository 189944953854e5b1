import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { hojeEmBrasilia, mesDoDia, somarMeses, tituloDoDia, tituloDoMes } from '@portal/core';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ambienteE2e } from '../../harness/ambiente.ts';
import { entrar, paginaAtiva, violacoesGraves } from '../../harness/app.ts';
import { openPage, type TrackedPage } from '../../harness/browser.ts';

const ANA = { usuario: '529.982.247-25', senha: 'demo1234' } as const;
const SCREENSHOTS = resolve(import.meta.dirname, '../../screenshots');

/**
 * Issue 31: Ana opens the school calendar — the month grid at 1440 px, the agenda list at 360 px — finds her
 * child's exam and adds it to her calendar: the .ics downloads and ical.js reads the exam on its day, at 07:30 in
 * Brasília. axe clean.
 */
describe.each([
  [360, 780],
  [1440, 900],
])('Calendário escolar at %i px', (largura, altura) => {
  const ambiente = ambienteE2e();
  let aba: TrackedPage;
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    aba = await openPage(ambiente.browser, {
      viewport: { width: largura, height: altura },
      acceptDownloads: true,
    });
    await entrar(aba.page, ambiente.server.url, ANA);
  });
  afterAll(() => aba?.context.close());

  it('shows the month, and "Adicionar à agenda" on an exam downloads an .ics with it', async () => {
    const { page, consoleErrors } = aba;
    await page.goto(`${ambiente.server.url}/escola/calendario`);
    const tela = paginaAtiva(page);
    await tela.getByRole('button', { name: 'Próximo mês' }).waitFor();
    // The current month first; the demo's exam week is four weeks ahead: this month or the next. A month is
    // looked at once it has loaded: its agenda, or the words for none (a count taken while it loads is zero).
    const provas = tela.locator('.calendario-evento', { hasText: 'Prova de Matemática' });
    let mes = mesDoDia(hojeEmBrasilia(new Date()));
    for (let i = 0; i < 2; i++) {
      const titulo = tituloDoMes(mes);
      await tela.getByRole('heading', { level: 2, name: titulo }).waitFor();
      await tela
        .locator(`section[aria-label="Agenda de ${titulo}"]`)
        .or(tela.getByText('Nenhum evento neste mês.'))
        .first()
        .waitFor();
      if ((await provas.count()) > 0) break;
      await tela.getByRole('button', { name: 'Próximo mês' }).click();
      mes = somarMeses(mes, 1);
    }
    const prova = provas.first();
    await prova.waitFor();
    expect(await tela.locator('table.calendario-grade').count()).toBe(largura >= 768 ? 1 : 0);
    await page.screenshot({ path: `${SCREENSHOTS}/calendario-${largura}-mes.png`, fullPage: false });
    await prova.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/calendario-${largura}.png`, fullPage: false });
    expect(await violacoesGraves(page)).toEqual([]);

    const dia = await prova.locator('xpath=ancestor::div[contains(@class,"calendario-dia")]/h3').innerText();
    const [baixado] = await Promise.all([
      page.waitForEvent('download'),
      prova.getByRole('button', { name: /Adicionar à agenda/ }).click(),
    ]);
    expect(baixado.suggestedFilename()).toBe('prova-de-matematica.ics');
    const caminho = await baixado.path();
    const [vevent] = new ICAL.Component(ICAL.parse(readFileSync(caminho, 'utf8'))).getAllSubcomponents(
      'vevent',
    );
    const evento = new ICAL.Event(vevent);
    expect(evento.summary).toBe('Prova: Prova de Matemática');
    const inicio = evento.startDate.toJSDate();
    // 07:30 in Brasília, on the day the agenda lists it under.
    expect(inicio.toISOString()).toMatch(/T10:30:00\.000Z$/);
    expect(dia.replace(' (hoje)', '').toLowerCase()).toBe(tituloDoDia(hojeEmBrasilia(inicio)));
    expect(consoleErrors).toEqual([]);
  });

  it('subscribing the phone: the address shown once, with its copy button', async () => {
    const { page, consoleErrors } = aba;
    const tela = paginaAtiva(page);
    await tela.getByRole('button', { name: 'Obter endereço' }).click();
    const campo = tela.getByRole('textbox', { name: 'Endereço do calendário' });
    await campo.waitFor();
    const url = await campo.inputValue();
    expect(url).toMatch(/\/api\/calendario\/[A-Za-z0-9_-]{43}\.ics$/);
    await campo.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/calendario-${largura}-assinar.png`, fullPage: false });
    expect(await violacoesGraves(page)).toEqual([]);
    // The feed answers what the phone's calendar will read, without any login.
    const resposta = await page.request.get(url);
    expect(resposta.status()).toBe(200);
    expect(await resposta.text()).toContain('Prova de Matemática');
    await tela.getByRole('button', { name: 'Revogar' }).click();
    await tela.getByText('Endereço revogado').waitFor();
    expect((await page.request.get(url)).status()).toBe(404);
    expect(consoleErrors).toEqual([]);
  });
});
