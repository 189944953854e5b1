import { MENSAGENS_NOTA } from '@portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ambienteE2e } from '../../harness/ambiente.ts';
import { entrar, PROFESSOR, paginaAtiva, violacoesGraves } from '../../harness/app.ts';
import { openPage, type TrackedPage } from '../../harness/browser.ts';

/**
 * Issue 31: Bruno reaches "Lançar notas" from his sheet, types a grade with a comma, sees core's refusal under the
 * field, and saves; at 360 px and at 1440 px, axe clean.
 */
describe.each([
  [360, 780],
  [1440, 900],
])('Lançar notas at %i px', (largura, altura) => {
  const ambiente = ambienteE2e();
  let aba: TrackedPage;
  beforeAll(async () => {
    aba = await openPage(ambiente.browser, { viewport: { width: largura, height: altura } });
    await entrar(aba.page, ambiente.server.url, PROFESSOR);
  });
  afterAll(() => aba?.context.close());

  it('from the sheet to a saved grade, the refusal shown under its field', async () => {
    const { page, consoleErrors } = aba;
    await page.goto(`${ambiente.server.url}/escola/professor/ficha`);
    const ficha = paginaAtiva(page);
    await ficha
      .getByRole('link', { name: 'Lançar notas' })
      .or(ficha.getByRole('button', { name: 'Lançar notas' }))
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/escola/professor/notas');
    const tela = paginaAtiva(page);
    await tela.getByLabel('Bimestre', { exact: true }).selectOption('4');
    const campo = tela.getByRole('textbox', { name: /^Nota de / }).last();
    await campo.fill('8,55');
    await tela.getByText(MENSAGENS_NOTA.casas).waitFor();
    expect(await campo.getAttribute('aria-invalid')).toBe('true');
    await page.screenshot({ path: `/tmp/lancar-notas-${largura}-erro.png`, fullPage: false });
    expect(await violacoesGraves(page)).toEqual([]);
    await campo.fill('8,5');
    await tela.getByRole('button', { name: 'Salvar notas' }).click();
    await page.getByText('1 nota salva.').first().waitFor();
    await page.screenshot({ path: `/tmp/lancar-notas-${largura}-salva.png`, fullPage: false });
    expect(await violacoesGraves(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
