import { MODULOS } from '@portal/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ambienteE2e } from '../../harness/ambiente.ts';
import { arquivoNaAba, entrar, PROFESSOR, paginaAtiva, tituloDaPagina } from '../../harness/app.ts';
import { openPage, type TrackedPage } from '../../harness/browser.ts';

/** SPEC §2's module sections with the title each home shows. */
const TITULOS: Record<string, string> = {
  cantina: 'Cantina',
  eventos: 'Eventos',
  condominio: 'Condomínio',
  planosaude: 'Plano de saúde',
  escola: 'Escola',
  cobranca: 'Cobrança',
  recados: 'Recados',
  contabilidade: 'Contabilidade',
  comunicacao: 'Comunicação',
  tesouraria: 'Tesouraria',
  financeiro: 'Financeiro',
  cafim: 'CAFIM',
  pprivada: 'Previdência privada',
  eleicao: 'Eleição',
  'registro-ponto': 'Registro de ponto',
  emprestimo: 'Empréstimo',
  cadastro: 'Cadastro',
  lanceventos: 'Lançamento de eventos',
  ceasa: 'Ceasa',
  dashboard: 'Painel',
};

/** SPEC §2's named pages, with a text each shows once its data has arrived. */
const PAGINAS: [string, string, RegExp][] = [
  ['planosaude/beneficiario/guia-medico', 'Guia médico', /prestadores encontrados/],
  // The administrator holds the teacher credential but teaches no class: the sheet says so (issue 10).
  ['escola/professor/ficha', 'Ficha do professor', /Você não leciona em nenhuma turma nesta empresa\./],
  ['pprivada/contracheque', 'Contracheque', /Líquido/],
  ['cadpessoaf', 'Cadastro de pessoa física', /Dados pessoais/],
  ['treinamento', 'Treinamentos', /Carga horária/],
  ['doc/estatuto-social', 'Estatuto Social', /Art\. 1º/],
  ['cadastro/documentos/docsite', 'Documentos públicos', /Publicado em/],
  ['cadastro/contato', 'Meus contatos', /Telefones/],
];

describe('module routes for the administrator', () => {
  const ambiente = ambienteE2e();
  let aba: TrackedPage;

  beforeAll(async () => {
    aba = await openPage(ambiente.browser, { viewport: { width: 1440, height: 900 } });
    await entrar(aba.page, ambiente.server.url);
  });

  /** Waits until the visible page has left its loading state and checks it shows no failure. */
  async function semFalha() {
    const ativa = paginaAtiva(aba.page);
    await expect.poll(() => ativa.getByText('Aguarde...').count(), { timeout: 15_000 }).toBe(0);
    expect(await ativa.locator('.modulo-pagina [role="alert"]').count()).toBe(0);
  }

  it.each(MODULOS.map((m) => [m]))('/%s opens its home with the menu items inside it', async (modulo) => {
    const { page, consoleErrors } = aba;
    consoleErrors.length = 0;
    await page.goto(`${ambiente.server.url}/${modulo}`);
    await expect.poll(() => tituloDaPagina(page).textContent()).toBe(TITULOS[modulo]);
    const atalhos = paginaAtiva(page).locator('.modulo-atalho');
    await expect.poll(() => atalhos.count()).toBeGreaterThan(0);

    // The first item leads to a real screen with the server's data (a list, a record page or a named page).
    await atalhos.first().click();
    await page.waitForURL((url) => url.pathname !== `/${modulo}`);
    await semFalha();
    expect(consoleErrors).toEqual([]);
  });

  it.each(PAGINAS)('/%s opens %s with its data', async (rota, titulo, conteudo) => {
    const { page, consoleErrors } = aba;
    consoleErrors.length = 0;
    await page.goto(`${ambiente.server.url}/${rota}`);
    await expect.poll(() => tituloDaPagina(page).textContent()).toBe(titulo);
    await expect
      .poll(() => paginaAtiva(page).getByText(conteudo).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await semFalha();
    expect(consoleErrors).toEqual([]);
  });

  it('a generic list shows dates, amounts in R$, a status and its record opens with details', async () => {
    const { page, consoleErrors } = aba;
    consoleErrors.length = 0;
    await page.goto(`${ambiente.server.url}/condominio/boletos`);
    const ativa = paginaAtiva(page);
    const cartoes = ativa.locator('.modulo-cartao');
    await expect.poll(() => cartoes.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const texto = (await cartoes.first().textContent()) ?? '';
    expect(texto).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    expect(texto).toMatch(/R\$\s?[\d.]+,\d{2}/);
    expect(await cartoes.first().locator('ion-badge').count()).toBe(1);

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await cartoes.first().getByRole('button', { name: 'Copiar linha digitável' }).click();
    await expect.poll(() => page.locator('ion-toast').count()).toBeGreaterThan(0);
    // Issue 13: the line is copied as banking apps paste it, digits only (it is read in five groups on screen).
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^\d{47}$/);

    // The record's attachment comes through V3 and opens in a new tab (SPEC §7).
    const v3 = page.waitForResponse((r) => r.url().includes('/api/V3/'));
    const novaAba = page.context().waitForEvent('page');
    // Named by what it opens: the open bill's "Ver boleto" (issue 10), not a generic "Abrir anexo".
    await cartoes.first().getByRole('button', { name: 'Ver boleto' }).click();
    expect((await v3).status()).toBe(200);
    const anexo = await novaAba;
    expect((await arquivoNaAba(anexo)).url).toMatch(/^blob:/);
    await anexo.close();
    // A paid bill's attachment is its receipt, and says so.
    const pago = cartoes.filter({ has: page.locator('ion-badge', { hasText: /^Pago$/ }) }).first();
    await pago.getByRole('button', { name: 'Ver comprovante' }).waitFor();
    expect(await ativa.getByRole('button', { name: /anexo/i }).count()).toBe(0);

    // A list that fits one page offers no search (issue 10).
    expect(await ativa.getByLabel('Buscar').count()).toBe(0);

    await cartoes.first().locator('h2 a').click();
    await page.waitForURL(/\/condominio\/boletos\/\d+$/);
    await expect
      .poll(() => paginaAtiva(page).locator('.modulo-detalhes dt').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);
  });

  it('a list longer than a page offers search, which narrows it on the server', async () => {
    const { page } = aba;
    await page.goto(`${ambiente.server.url}/ceasa/cotacoes`);
    const ativa = paginaAtiva(page);
    const cartoes = ativa.locator('.modulo-cartao');
    await expect.poll(() => cartoes.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const antes = await cartoes.count();
    await ativa.getByLabel('Buscar').fill('Tomate');
    await expect.poll(() => cartoes.count(), { timeout: 10_000 }).toBeLessThan(antes);
    for (const t of await cartoes.allTextContents()) expect(t).toContain('Tomate');
  });

  it('the teacher sees the grades, averages and absences of their classes', async () => {
    const professor = await openPage(ambiente.browser, { viewport: { width: 360, height: 780 } });
    try {
      await entrar(professor.page, ambiente.server.url, PROFESSOR);
      await professor.page.goto(`${ambiente.server.url}/escola/professor/ficha`);
      const tabelas = paginaAtiva(professor.page).locator('table.modulo-tabela');
      await expect.poll(() => tabelas.count(), { timeout: 15_000 }).toBeGreaterThan(0);
      const cabecalhos = await tabelas.first().locator('thead th').allTextContents();
      expect(cabecalhos[0]).toBe('Aluno');
      expect(cabecalhos.slice(-2)).toEqual(['Média', 'Faltas']);
      expect(await tabelas.first().locator('tbody tr').count()).toBeGreaterThan(0);
      expect(professor.consoleErrors).toEqual([]);
    } finally {
      await professor.context.close();
    }
  });
});
