import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ambienteE2e } from '../../harness/ambiente.ts';
import { entrar, PROFESSOR, paginaAtiva, violacoesGraves } from '../../harness/app.ts';
import { openPage, type TrackedPage } from '../../harness/browser.ts';

const ANA = { usuario: '529.982.247-25', senha: 'demo1234' } as const;
const TITULO = 'Prova de frações na sexta';
const RESPOSTA = 'Lucas vai levar a régua. Obrigada, professor!';

/**
 * Issue 31's story: Bruno starts at "Início do professor", writes a recado asking for ciência to 6º A; Ana sees it
 * under Lucas's class, confirms it ("Ciente") and replies; Bruno sees her ciente with its time and her reply. At
 * 360 px and 1440 px, axe clean, screenshots in e2e/screenshots/.
 */
describe.each([
  [360, 780],
  [1440, 900],
])('Recado do professor at %i px', (largura, altura) => {
  const ambiente = ambienteE2e();
  let bruno: TrackedPage;
  let ana: TrackedPage;
  let rota = '';
  const foto = (aba: TrackedPage, nome: string) =>
    aba.page.screenshot({ path: `e2e/screenshots/recado-professor-${largura}-${nome}.png`, fullPage: false });

  beforeAll(async () => {
    [bruno, ana] = await Promise.all([
      openPage(ambiente.browser, { viewport: { width: largura, height: altura } }),
      openPage(ambiente.browser, { viewport: { width: largura, height: altura } }),
    ]);
    await entrar(bruno.page, ambiente.server.url, PROFESSOR);
    await entrar(ana.page, ambiente.server.url, ANA);
  });
  afterAll(async () => {
    await bruno?.context.close();
    await ana?.context.close();
  });

  it('Bruno writes to 6º A from his day, asking for ciência and allowing replies', async () => {
    const { page } = bruno;
    await page.goto(`${ambiente.server.url}/escola/professor/inicio`);
    const inicio = paginaAtiva(page);
    await inicio.getByRole('heading', { name: /^Aulas de hoje/ }).waitFor();
    await inicio.getByRole('heading', { name: /^Notas a lançar/ }).waitFor();
    await foto(bruno, 'inicio');
    expect(await violacoesGraves(page)).toEqual([]);
    await inicio
      .getByRole('button', { name: 'Escrever recado' })
      .or(inicio.getByRole('link', { name: 'Escrever recado' }))
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/escola/professor/recado');
    const tela = paginaAtiva(page);
    await expect.poll(() => tela.getByLabel('Turma', { exact: true }).inputValue()).toBe('0');
    expect(await tela.getByLabel('Turma', { exact: true }).locator('option:checked').textContent()).toMatch(
      /6º ano A/,
    );
    await tela.getByLabel(/^Título/).fill(TITULO);
    await tela.getByLabel(/^Texto/).fill('Estudem os exercícios 1 a 10 do capítulo 4.\n\nTragam régua.');
    await tela.getByLabel('Pedir ciência').check();
    expect(await tela.getByLabel('Permitir respostas').isChecked()).toBe(true);
    await foto(bruno, 'escrever');
    expect(await violacoesGraves(page)).toEqual([]);
    await tela.getByRole('button', { name: 'Enviar recado' }).click();
    await page.waitForURL((url) => /^\/home\/recados\/\d+$/.test(url.pathname));
    rota = new URL(page.url()).pathname;
    await paginaAtiva(page).getByRole('heading', { name: TITULO }).waitFor();
    expect(bruno.consoleErrors).toEqual([]);
  });

  it('Ana sees it under Lucas, confirms it and replies', async () => {
    const { page } = ana;
    await page.goto(`${ambiente.server.url}/home/recados`);
    await paginaAtiva(page).getByText(TITULO).first().click();
    await page.waitForURL((url) => url.pathname === rota);
    const tela = paginaAtiva(page);
    await tela.getByRole('heading', { name: TITULO }).waitFor();
    await tela.getByRole('button', { name: 'Ciente' }).click();
    await tela.getByText(/^Ciente em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/).waitFor();
    await tela.getByRole('heading', { name: 'Conversa com a escola' }).waitFor();
    await tela.getByLabel('Sua resposta').fill(RESPOSTA);
    await tela.getByRole('button', { name: 'Enviar resposta' }).click();
    await tela.locator('.recado-mensagem', { hasText: RESPOSTA }).waitFor();
    // The change stream can show the reply before the write's own answer re-enables the button: axe reads the
    // settled form, not the half-faded disabled one.
    await expect.poll(() => tela.getByRole('button', { name: 'Enviar resposta' }).isEnabled()).toBe(true);
    await tela.getByRole('heading', { name: 'Conversa com a escola' }).scrollIntoViewIfNeeded();
    await foto(ana, 'respondido');
    expect(await violacoesGraves(page)).toEqual([]);
    expect(ana.consoleErrors).toEqual([]);
  });

  it('Bruno sees her ciente with its time and her reply', async () => {
    const { page } = bruno;
    await page.goto(`${ambiente.server.url}${rota}`);
    const tela = paginaAtiva(page);
    const lista = tela.getByRole('list', { name: 'Destinatários' });
    const linha = lista.locator('ion-item', { hasText: 'Ana Paula de Souza Almeida' });
    await linha
      .getByText(
        /Lido · Ciente em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2} · Respondeu em .+ \(aguarda resposta\)$/,
      )
      .waitFor();
    await linha.getByRole('button', { name: /^Ver conversa/ }).click();
    await tela.getByRole('heading', { name: 'Conversa com Ana Paula de Souza Almeida' }).waitFor();
    await tela.locator('.recado-mensagem', { hasText: RESPOSTA }).scrollIntoViewIfNeeded();
    await foto(bruno, 'ciente-e-resposta');
    expect(await violacoesGraves(page)).toEqual([]);
    expect(bruno.consoleErrors).toEqual([]);
  });
});
