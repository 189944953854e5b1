import { formatDataBr, hojeEmBrasilia } from '@portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ambienteE2e } from '../../harness/ambiente.ts';
import { entrar, PROFESSOR, paginaAtiva, violacoesGraves } from '../../harness/app.ts';
import { openPage, type TrackedPage } from '../../harness/browser.ts';

const ANA = { usuario: '529.982.247-25', senha: 'demo1234' } as const;
const SILVIA = { usuario: '482.159.736-55', senha: 'demo1234' } as const;
/** A one-pixel PNG: the doctor's certificate. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Issue 31's story, at 360 px and at 1440 px, each page axe clean and photographed: Bruno takes the roll with Lucas
 * absent → Ana's frequência shows the absence → Ana justifies it with a certificate → Sílvia (secretaria) accepts
 * it → Ana is notified.
 */
describe.each([
  [360, 780],
  [1440, 900],
])('Chamada → Frequência → Justificativa at %i px', (largura, altura) => {
  const ambiente = ambienteE2e();
  const abas: TrackedPage[] = [];
  const aba = async (conta: { usuario: string; senha: string }) => {
    const nova = await openPage(ambiente.browser, { viewport: { width: largura, height: altura } });
    abas.push(nova);
    await entrar(nova.page, ambiente.server.url, conta);
    return nova;
  };
  const foto = (nova: TrackedPage, nome: string) =>
    nova.page.screenshot({ path: `e2e/screenshots/chamada-${nome}-${largura}.png`, fullPage: true });
  /** axe reads a toast mid-animation (half transparent) as low contrast: wait until it has fully appeared. */
  const semAvisoAnimado = async (nova: TrackedPage, texto: string) => {
    await nova.page.getByText(texto).first().waitFor();
    await nova.page.waitForTimeout(600);
  };
  beforeAll(() => undefined);
  afterAll(async () => {
    for (const a of abas) await a.context.close();
  });

  it('Bruno takes the roll, Ana justifies, Sílvia accepts, Ana is notified', async () => {
    const bruno = await aba(PROFESSOR);
    await bruno.page.goto(`${ambiente.server.url}/escola/professor/chamada`);
    let tela = paginaAtiva(bruno.page);
    const escolha = tela.getByLabel('Aula de hoje');
    const opcao = await escolha.locator('option', { hasText: '6º ano A' }).first().getAttribute('value');
    await escolha.selectOption(opcao ?? '');
    await tela.getByText('Chamada ainda não feita: todos começam presentes.').waitFor();
    const lucas = tela.getByRole('button', { name: /Lucas/ });
    await lucas.click();
    expect(await lucas.getAttribute('aria-pressed')).toBe('true');
    await tela.getByRole('button', { name: 'Salvar chamada' }).click();
    await tela.getByText(/^Chamada feita por Bruno Lima às \d\d:\d\d$/).waitFor();
    await semAvisoAnimado(bruno, 'Chamada salva.');
    await foto(bruno, 'professor');
    expect(await violacoesGraves(bruno.page)).toEqual([]);

    const ana = await aba(ANA);
    await ana.page.goto(`${ambiente.server.url}/escola/frequencia`);
    tela = paginaAtiva(ana.page);
    const aluno = tela.getByLabel('Aluno', { exact: true });
    if (await aluno.count())
      await aluno.selectOption({
        label: await aluno.locator('option', { hasText: 'Lucas' }).first().innerText(),
      });
    await tela.getByRole('table', { name: /^Frequência de Lucas/ }).waitFor();
    const hoje = formatDataBr(hojeEmBrasilia(new Date()));
    const falta = tela.getByRole('checkbox', {
      name: new RegExp(`^${hoje.replace(/\//g, '\\/')} · 1º horário · Matemática`),
    });
    await falta.check();
    await tela.getByLabel('Motivo').fill('Consulta médica, atestado anexo.');
    await tela
      .locator('#justificar-atestado')
      .setInputFiles({ name: 'atestado.png', mimeType: 'image/png', buffer: PNG });
    await tela.getByText('Anexado: atestado.png').waitFor();
    await foto(ana, 'frequencia');
    expect(await violacoesGraves(ana.page)).toEqual([]);
    await tela.getByRole('button', { name: 'Enviar justificativa' }).click();
    await tela.getByText('Justificativa em análise').first().waitFor();

    const silvia = await aba(SILVIA);
    await silvia.page.goto(`${ambiente.server.url}/escola/secretaria/justificativas`);
    tela = paginaAtiva(silvia.page);
    await tela.getByText('Consulta médica, atestado anexo.').waitFor();
    await tela.getByText('Atestado: atestado.png').waitFor();
    await foto(silvia, 'justificativas');
    expect(await violacoesGraves(silvia.page)).toEqual([]);
    const cartao = tela.locator('ion-card', { hasText: 'Consulta médica, atestado anexo.' });
    await cartao.getByRole('button', { name: 'Aceitar' }).click();
    await cartao.waitFor({ state: 'detached' });
    await semAvisoAnimado(silvia, 'Justificativa aceita.');
    await silvia.page.goto(`${ambiente.server.url}/escola/secretaria/frequencia`);
    tela = paginaAtiva(silvia.page);
    await tela.getByRole('table', { name: 'Alunos com faltas acima do limite de alerta' }).waitFor();
    await foto(silvia, 'risco');
    expect(await violacoesGraves(silvia.page)).toEqual([]);

    await ana.page.goto(`${ambiente.server.url}/notificacoes`);
    tela = paginaAtiva(ana.page);
    await tela.getByText('Justificativa de falta aceita').first().waitFor();
    await foto(ana, 'notificada');
    expect(await violacoesGraves(ana.page)).toEqual([]);
    for (const a of abas) expect(a.consoleErrors).toEqual([]);
  }, 240_000);
});
