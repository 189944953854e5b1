import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ambienteE2e } from '../../harness/ambiente.ts';
import { entrar, paginaAtiva, violacoesGraves } from '../../harness/app.ts';
import { openPage, type TrackedPage } from '../../harness/browser.ts';

const ANA = { usuario: '529.982.247-25', senha: 'demo1234' };
const SCREENSHOTS = resolve(import.meta.dirname, '../../screenshots');
const FILHOS = { Lucas: 'Lucas Souza Almeida', Mariana: 'Mariana Souza Almeida' } as const;

/** The grid the page shows: one table per child, named "Boletim <ano> de <nome>". */
const grade = (page: Page) => paginaAtiva(page).getByRole('table', { name: /^Boletim \d{4} de / });

/**
 * Issue 31: Ana opens the boletim — a grid of subjects × bimesters with the average and the situation in colour
 * and words — at 360 px (sliding sideways, the subject column fixed) and at 1440 px, axe clean; "Baixar PDF"
 * gives the PDF; switching child in the shell switches the grid. Ana's saved context is whichever child the
 * tests before left, so the story starts from the child shown.
 */
describe.each([
  [360, 780],
  [1440, 900],
])('the boletim at %i px', (largura, altura) => {
  const ambiente = ambienteE2e();
  let aba: TrackedPage;
  beforeAll(async () => {
    aba = await openPage(ambiente.browser, { viewport: { width: largura, height: altura } });
    await entrar(aba.page, ambiente.server.url, ANA);
  });
  afterAll(() => aba?.context.close());

  it('shows the grid with the pass mark, the formula and each situation in words, axe clean', async () => {
    const { page, consoleErrors } = aba;
    await page.goto(`${ambiente.server.url}/escola/boletim`);
    const tabela = grade(page);
    await tabela.waitFor();
    const nome = (await tabela.getAttribute('aria-label')) ?? (await tabela.locator('caption').textContent());
    expect(nome).toMatch(/Lucas|Mariana/);
    expect(await tabela.getByRole('rowheader').allTextContents()).toContain('Matemática');
    expect(await tabela.getByRole('columnheader').allTextContents()).toEqual([
      'Disciplina',
      '1º bim',
      '2º bim',
      '3º bim',
      '4º bim',
      'Média',
      'Faltas',
      'Situação',
    ]);
    // 2026 has three bimesters graded: every subject is still Cursando, said in words.
    expect(await tabela.getByText('Cursando').count()).toBeGreaterThan(0);
    await paginaAtiva(page).getByText('Média para aprovação:').waitFor();
    await paginaAtiva(page)
      .getByText(/^Média aritmética dos quatro bimestres/)
      .waitFor();
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: resolve(SCREENSHOTS, `boletim-ana-${largura}.png`) });
    expect(await violacoesGraves(page)).toEqual([]);

    if (largura === 360) {
      // The grid slides sideways inside its region; the subject column stays where it was.
      const area = paginaAtiva(page).locator('.tabela-rolavel-area').first();
      const materia = tabela.getByRole('rowheader', { name: 'Matemática' });
      const antes = await materia.boundingBox();
      await area.evaluate((el) => {
        el.scrollLeft = el.scrollWidth;
      });
      await expect.poll(() => area.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      const depois = await materia.boundingBox();
      expect(depois?.x).toBeCloseTo(antes?.x ?? -1, 0);
      await tabela.getByRole('columnheader', { name: 'Situação' }).waitFor();
      await page.screenshot({ path: resolve(SCREENSHOTS, `boletim-ana-${largura}-deslizado.png`) });
    }
    expect(consoleErrors).toEqual([]);
  });

  it('"Baixar PDF" opens the PDF of the child shown', async () => {
    const { page, context } = aba;
    const documento = page.waitForResponse((r) => r.url().includes('/api/V3/boletim/'));
    const novaAba = context.waitForEvent('page');
    await paginaAtiva(page).getByRole('button', { name: 'Baixar PDF' }).first().click();
    const resposta = await documento;
    expect(resposta.status()).toBe(200);
    expect(resposta.headers()['content-type']).toContain('application/pdf');
    await (await novaAba).close();
  });

  if (largura === 1440)
    it('switching child in the shell switches the grid', async () => {
      const { page, consoleErrors } = aba;
      await page.goto(`${ambiente.server.url}/escola/boletim`);
      const antes = (await grade(page).locator('caption').textContent()) ?? '';
      const outro = antes.includes(FILHOS.Lucas) ? 'Mariana' : 'Lucas';
      const bloco = page.locator('ion-menu').getByRole('region', { name: 'Usuário e contexto' });
      await bloco.getByRole('button', { name: outro }).click();
      await page.waitForURL(/\/escola\/boletim\?v=\d+/);
      await paginaAtiva(page)
        .getByRole('table', { name: new RegExp(`^Boletim \\d{4} de ${FILHOS[outro]}$`) })
        .waitFor();
      expect(await grade(page).count()).toBe(1);
      await page.screenshot({
        path: resolve(SCREENSHOTS, `boletim-ana-${largura}-${outro.toLowerCase()}.png`),
      });
      expect(await violacoesGraves(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
});
