import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ambienteE2e } from '../../harness/ambiente.ts';
import { entrar, PROFESSOR, paginaAtiva, violacoesGraves } from '../../harness/app.ts';
import { openPage, type TrackedPage } from '../../harness/browser.ts';

/**
 * Issue 29: at 360 px the teacher's sheet cut "Nota 3", "Média" and "Faltas" with no sign that it scrolls. The
 * table scrolls sideways in a named, focusable region, the student column stays, and a hint and a fade show
 * that there is more.
 */
describe("the teacher's grade sheet at 360 px", () => {
  const ambiente = ambienteE2e();
  let aba: TrackedPage;
  beforeAll(async () => {
    aba = await openPage(ambiente.browser, { viewport: { width: 360, height: 780 } });
    await entrar(aba.page, ambiente.server.url, PROFESSOR);
  });
  afterAll(() => aba?.context.close());

  it('scrolls sideways with the student column fixed, a hint and a fade on the hidden side', async () => {
    const { page, consoleErrors } = aba;
    await page.goto(`${ambiente.server.url}/escola/professor/ficha`);
    const tela = paginaAtiva(page);
    const regiao = tela.getByRole('region', { name: /^Notas, média e faltas da turma / }).first();
    await regiao.waitFor();
    const caixa = tela.locator('.tabela-rolavel').first();
    await tela.getByText('Deslize para ver mais').first().waitFor();
    expect(await caixa.getAttribute('data-mais-a-direita')).not.toBeNull();
    expect(await regiao.getAttribute('tabindex')).toBe('0');

    const medidas = () =>
      regiao.evaluate((el) => {
        const area = el.getBoundingClientRect();
        const celula = (texto: string) =>
          [...el.querySelectorAll('th')]
            .find((th) => th.textContent?.trim() === texto)
            ?.getBoundingClientRect();
        const aluno = el.querySelector('tbody th')?.getBoundingClientRect();
        const faltas = celula('Faltas');
        return {
          faltasVisivel: Boolean(faltas && faltas.right <= area.right + 1 && faltas.left >= area.left),
          alunoNaBorda: Boolean(aluno && Math.abs(aluno.left - area.left) <= 1),
        };
      });
    expect(await medidas()).toEqual({ faltasVisivel: false, alunoNaBorda: true });

    // The keyboard scrolls it: focus the region and press End / arrows.
    await regiao.focus();
    for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(medidas).toEqual({ faltasVisivel: true, alunoNaBorda: true });
    await expect.poll(() => caixa.getAttribute('data-mais-a-direita')).toBeNull();
    expect(await caixa.getAttribute('data-mais-a-esquerda')).not.toBeNull();
    expect(await violacoesGraves(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
