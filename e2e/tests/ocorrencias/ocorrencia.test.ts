import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ambienteE2e } from '../../harness/ambiente.ts';
import { entrar, paginaAtiva, semCarregando, violacoesGraves } from '../../harness/app.ts';
import { openPage, type TrackedPage } from '../../harness/browser.ts';

const SCREENSHOTS = resolve(import.meta.dirname, '../../screenshots');
const CARLA = { usuario: '714.602.380-01', senha: 'demo1234' } as const;
const ROBERTO = { usuario: '265.873.014-44', senha: 'demo1234' } as const;
// A 1×1 PNG: the photo Carla attaches.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * Issue 32: Carla opens a request with a photo → the síndico (Roberto) starts it with a reply and concludes it →
 * Carla is notified and rates it; at 360 px and 1440 px, axe clean on every screen.
 */
describe.each([
  [360, 780],
  [1440, 900],
])('ocorrência at %i px', (largura, altura) => {
  const ambiente = ambienteE2e();
  let carla: TrackedPage;
  let roberto: TrackedPage;
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const viewport = { width: largura, height: altura };
    [carla, roberto] = await Promise.all([
      openPage(ambiente.browser, { viewport }),
      openPage(ambiente.browser, { viewport }),
    ]);
    await entrar(carla.page, ambiente.server.url, CARLA);
    await entrar(roberto.page, ambiente.server.url, ROBERTO);
  }, 90_000);
  afterAll(async () => {
    await carla?.context.close();
    await roberto?.context.close();
  });

  const olhar = async (page: Page, etapa: string) => {
    await page.screenshot({ path: `${SCREENSHOTS}/ocorrencia-${largura}-${etapa}.png`, fullPage: true });
    expect(await violacoesGraves(page), etapa).toEqual([]);
  };
  const descricao = `Água pingando do teto da cozinha (${largura} px).`;
  let rotaDaOcorrencia = '';

  it('Carla opens a request with a photo', async () => {
    const { page } = carla;
    await page.goto(`${ambiente.server.url}/condominio/ocorrencias`);
    await paginaAtiva(page)
      .getByText(/Infiltração no teto do banheiro social/)
      .waitFor();
    await olhar(page, '1-minhas');
    await paginaAtiva(page)
      .getByRole('link', { name: 'Nova ocorrência' })
      .or(paginaAtiva(page).getByRole('button', { name: 'Nova ocorrência' }))
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/condominio/ocorrencias/nova');
    const tela = paginaAtiva(page);
    await tela.getByLabel('Categoria').selectOption('vazamento');
    await tela.getByLabel('Descrição').fill(descricao);
    await tela
      .getByLabel('Fotos (opcional)')
      .setInputFiles({ name: 'cozinha.png', mimeType: 'image/png', buffer: PNG });
    await tela.getByAltText('Foto 1: cozinha.png').waitFor();
    await olhar(page, '2-nova');
    await tela.getByRole('button', { name: 'Abrir ocorrência' }).click();
    await page.waitForURL((url) => /^\/condominio\/ocorrencias\/\d+$/.test(url.pathname));
    rotaDaOcorrencia = new URL(page.url()).pathname;
    const detalhe = paginaAtiva(page);
    await detalhe.getByText(descricao).waitFor();
    await detalhe.getByAltText('Foto 1 da ocorrência').waitFor();
    await detalhe
      .locator('.ocorrencia-linha-do-tempo')
      .getByText('Ocorrência aberta', { exact: true })
      .waitFor();
    await semCarregando(page);
    await olhar(page, '3-aberta');
  });

  it('the síndico finds it in the building’s list, starts it with a reply and concludes it', async () => {
    const { page } = roberto;
    await page.goto(`${ambiente.server.url}/condominio/sindico/ocorrencias`);
    const lista = paginaAtiva(page);
    const cartao = lista.locator('ion-card', { hasText: descricao });
    await cartao.waitFor();
    await lista.getByText('Atrasada').first().waitFor();
    await olhar(page, '4-sindico-lista');
    await cartao.getByRole('link').click();
    await page.waitForURL(
      (url) => url.pathname === rotaDaOcorrencia.replace('/condominio/', '/condominio/sindico/'),
    );
    const tela = paginaAtiva(page);
    await tela.getByLabel('Resposta ao morador (opcional)').fill('O encanador vem hoje às 15h.');
    await tela.getByRole('button', { name: 'Iniciar atendimento' }).click();
    // In the talk and the timeline, not in the field it was typed in.
    const conversa = tela.locator('.ocorrencia-mensagens');
    const linhaDoTempo = tela.locator('.ocorrencia-linha-do-tempo');
    await conversa.getByText('O encanador vem hoje às 15h.').waitFor();
    await linhaDoTempo.getByText('Em andamento', { exact: true }).waitFor();
    await tela.getByLabel('Resposta ao morador (opcional)').fill('Vedação da tubulação trocada.');
    const concluir = tela.getByRole('button', { name: 'Concluir' });
    // The buttons come back enabled once the first move's answer is in.
    await expect.poll(() => concluir.isEnabled(), { timeout: 10_000 }).toBe(true);
    await concluir.click();
    await conversa.getByText('Vedação da tubulação trocada.').waitFor();
    await linhaDoTempo.getByText('Concluída', { exact: true }).waitFor();
    await tela.locator('ion-button', { hasText: 'Concluir' }).waitFor({ state: 'detached' });
    await semCarregando(page);
    await olhar(page, '5-sindico-concluida');
  });

  it('Carla is notified, opens it from the notification and rates it', async () => {
    const { page, consoleErrors } = carla;
    await page.goto(`${ambiente.server.url}/notificacoes`);
    const aviso = paginaAtiva(page).getByText('Ocorrência concluída', { exact: true }).first();
    await aviso.waitFor();
    await olhar(page, '6-notificacao');
    await aviso.click();
    await page.waitForURL((url) => url.pathname === rotaDaOcorrencia);
    const tela = paginaAtiva(page);
    await tela.getByText('Vedação da tubulação trocada.').waitFor();
    await tela.getByRole('radio', { name: '5 estrelas' }).check();
    await olhar(page, '7-avaliar');
    await tela.getByRole('button', { name: 'Enviar avaliação' }).click();
    await tela.locator('.ocorrencia-linha-do-tempo').getByText('Avaliada com 5 estrelas').waitFor();
    await tela.locator('ion-button', { hasText: 'Enviar avaliação' }).waitFor({ state: 'detached' });
    await semCarregando(page);
    await olhar(page, '8-avaliada');
    expect(consoleErrors).toEqual([]);
    expect(roberto.consoleErrors).toEqual([]);
  });
});
