import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { MENSAGENS_ASSEMBLEIA } from '@portal/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ambienteE2e } from '../../harness/ambiente.ts';
import { entrar, paginaAtiva, violacoesGraves } from '../../harness/app.ts';
import { openPage, type TrackedPage } from '../../harness/browser.ts';

const CARLA = { usuario: '714.602.380-01', senha: 'demo1234' };
const ROBERTO = { usuario: '265.873.014-44', senha: 'demo1234' };
const SCREENSHOTS = resolve(import.meta.dirname, '../../screenshots');
const ORCAMENTO = /^1\. Aprovação da previsão orçamentária/;

/**
 * Issue 32: Carla votes on Acácias's extraordinary assembly from the menu, changes her vote, and reads the result
 * once Roberto, the síndico, closes the voting; Carla at 360 px, Roberto at 1440 px, and the result at both; axe
 * clean at every step.
 */
describe('assembly voting', () => {
  const ambiente = ambienteE2e();
  const abas: TrackedPage[] = [];
  beforeAll(() => mkdirSync(SCREENSHOTS, { recursive: true }));
  afterAll(async () => {
    for (const a of abas) await a.context.close();
  });

  async function nova(largura: number, conta: typeof CARLA) {
    const aba = await openPage(ambiente.browser, {
      viewport: { width: largura, height: largura > 992 ? 900 : 780 },
    });
    abas.push(aba);
    await entrar(aba.page, ambiente.server.url, conta);
    return aba;
  }

  async function abrirAssembleia(page: Page) {
    await page.goto(`${ambiente.server.url}/condominio/assembleias`);
    await paginaAtiva(page)
      .getByRole('link', { name: 'Orçamento 2027 e eleição do conselho fiscal' })
      .click();
    await page.waitForURL((url) => url.pathname === '/condominio/assembleias/1');
    return paginaAtiva(page).getByRole('region', { name: ORCAMENTO });
  }

  async function foto(page: Page, nome: string) {
    await page.screenshot({ path: resolve(SCREENSHOTS, `assembleia-${nome}.png`), fullPage: true });
    expect(await violacoesGraves(page)).toEqual([]);
  }

  it('Carla votes and changes her vote; after Roberto closes the voting she reads the result', async () => {
    const carla = await nova(360, CARLA);
    const item = await abrirAssembleia(carla.page);
    await item.getByText(/Quórum: 1 de 96 unidades/).waitFor();
    await foto(carla.page, 'lista-360');
    await item.getByLabel('Aprovo').check();
    await item.getByRole('button', { name: 'Votar' }).click();
    await item.getByText(/^Sua unidade votou: Aprovo \(por você\)/).waitFor();
    await item.getByText(/Quórum: 2 de 96 unidades/).waitFor();
    await foto(carla.page, 'votou-360');

    await item.getByLabel('Reprovo').check();
    await item.getByRole('button', { name: 'Alterar voto' }).click();
    await item.getByText(/^Sua unidade votou: Reprovo \(por você\)/).waitFor();
    await carla.page.getByText(MENSAGENS_ASSEMBLEIA.resultadoDepois).waitFor();
    expect(await item.getByRole('table').count()).toBe(0);

    const roberto = await nova(1440, ROBERTO);
    await abrirAssembleia(roberto.page);
    const tela = paginaAtiva(roberto.page);
    await tela.getByRole('button', { name: 'Registro de votos' }).click();
    await tela
      .getByRole('table', { name: 'Registro de votos' })
      .getByText('Bloco A - Apto 302')
      .first()
      .waitFor();
    await foto(roberto.page, 'sindico-1440');
    await tela.getByRole('button', { name: 'Encerrar votação' }).click();
    await roberto.page.locator('ion-alert').getByRole('button', { name: 'Sim' }).click();
    await tela.getByText('Votação encerrada').first().waitFor();

    await carla.page.reload();
    const depois = paginaAtiva(carla.page).getByRole('region', { name: ORCAMENTO });
    const resultado = depois.getByRole('table', { name: 'Resultado do item 1' });
    await resultado.waitFor();
    expect(await depois.getByRole('radio').count()).toBe(0);
    // Her unit (1.0 %) voted Reprovo and Roberto's (1.125 %) Aprovo: weighted by fraction, Aprovo wins.
    await depois.getByText('Resultado: Aprovo').waitFor();
    expect(await resultado.getByRole('row', { name: /^Reprovo 1 47,06%$/ }).count()).toBe(1);
    await foto(carla.page, 'resultado-360');

    const larga = await nova(1440, CARLA);
    await abrirAssembleia(larga.page);
    await paginaAtiva(larga.page).getByRole('table', { name: 'Resultado do item 1' }).waitFor();
    await foto(larga.page, 'resultado-1440');
    for (const a of abas) expect(a.consoleErrors).toEqual([]);
  });

  it('Roberto sees who read a notice; Carla answers the survey (1440 px and 360 px, axe clean)', async () => {
    const roberto = await nova(1440, ROBERTO);
    await roberto.page.goto(`${ambiente.server.url}/condominio/comunicados`);
    const tela = paginaAtiva(roberto.page);
    const cartao = tela.locator('ion-card', { hasText: 'Coleta seletiva' });
    await cartao.getByRole('button', { name: 'Quem leu' }).click();
    await cartao.getByText(/^Carla .*leu em/).waitFor();
    await foto(roberto.page, 'comunicados-1440');

    const carla = await nova(360, CARLA);
    await carla.page.goto(`${ambiente.server.url}/condominio/pesquisas`);
    await paginaAtiva(carla.page).getByRole('link', { name: 'Uso das áreas de lazer' }).click();
    const pesquisa = paginaAtiva(carla.page);
    await pesquisa.getByLabel('Academia', { exact: true }).check();
    await pesquisa.getByLabel('Cobrir a quadra').check();
    await pesquisa.getByLabel('Sugestões').fill('Bancos à sombra perto da quadra.');
    await foto(carla.page, 'pesquisa-360');
    await pesquisa.getByRole('button', { name: 'Enviar resposta' }).click();
    await pesquisa.getByText('Você já respondeu a esta pesquisa.').waitFor();
    await foto(carla.page, 'pesquisa-respondida-360');
  });
});
