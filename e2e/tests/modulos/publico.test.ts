import { beforeAll, describe, expect, it } from 'vitest';
import { ambienteE2e } from '../../harness/ambiente.ts';
import { entrar, paginaAtiva, violacoesGraves } from '../../harness/app.ts';
import { openPage, type TrackedPage } from '../../harness/browser.ts';

describe('public pages: medical guide and public documents', () => {
  const ambiente = ambienteE2e();
  let aba: TrackedPage;

  beforeAll(async () => {
    aba = await openPage(ambiente.browser, { viewport: { width: 360, height: 780 } });
  });

  it('finds a provider by specialty while logged out, with a tel: link and a map link', async () => {
    const { page, consoleErrors } = aba;
    await page.goto(`${ambiente.server.url}/planosaude/beneficiario/guia-medico`);
    expect(new URL(page.url()).pathname).toBe('/planosaude/beneficiario/guia-medico');
    const guia = paginaAtiva(page);
    const especialidade = guia.getByLabel('Especialidade');
    await expect.poll(() => especialidade.locator('option').count(), { timeout: 15_000 }).toBeGreaterThan(1);
    await especialidade.selectOption('Pediatria');

    const cartao = guia.locator('.modulo-cartao', { hasText: 'Dra. Camila Rezende Farias' });
    await cartao.waitFor({ timeout: 15_000 });
    const cartoes = guia.locator('.modulo-cartao');
    for (const texto of await cartoes.allTextContents()) expect(texto).toContain('Pediatria');
    expect(await cartao.locator('a[href^="tel:+55"]').count()).toBe(1);
    expect(await cartao.getByRole('link', { name: /Ver no mapa/ }).getAttribute('href')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=-?\d+(\.\d+)?&mlon=-?\d+(\.\d+)?/,
    );
    expect(new URL(page.url()).pathname).toBe('/planosaude/beneficiario/guia-medico');
    expect(consoleErrors).toEqual([]);
  });

  it('has no serious or critical accessibility violation', async () => {
    await aba.page.goto(`${ambiente.server.url}/planosaude/beneficiario/guia-medico`);
    await paginaAtiva(aba.page).locator('.modulo-cartao').first().waitFor({ timeout: 15_000 });
    expect(await violacoesGraves(aba.page)).toEqual([]);
  });

  it('lists the public documents and opens one while logged out', async () => {
    const { page, consoleErrors } = aba;
    consoleErrors.length = 0;
    await page.goto(`${ambiente.server.url}/cadastro/documentos/docsite`);
    const lista = paginaAtiva(page);
    const links = lista.locator('.modulo-cartao h2 a');
    await expect.poll(() => links.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    // A handful of documents needs no search box (issue 10); the search appears past one page.
    expect(await links.count()).toBeLessThanOrEqual(10);
    expect(await lista.getByLabel('Buscar documento').count()).toBe(0);
    const titulo = ((await links.first().textContent()) ?? '').trim();
    await links.first().click();
    await page.waitForURL(/\/cadastro\/documentos\/docsite\/[^/]+$/);
    await expect
      .poll(() => paginaAtiva(page).locator('.cabecalho-pagina h1').textContent(), { timeout: 15_000 })
      .toBe(titulo);
    await paginaAtiva(page).locator('.modulo-html').waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('the logged-out guide is no dead end: its header leads to the login (issue 10)', async () => {
    const { page } = aba;
    await page.goto(`${ambiente.server.url}/planosaude/beneficiario/guia-medico`);
    const entrarNoCabecalho = paginaAtiva(page)
      .locator('.cabecalho-pagina')
      .getByText('Entrar', { exact: true });
    await entrarNoCabecalho.click();
    await page.waitForURL(/\/auth\/login$/);
  });

  it('the menu still opens after tapping a provider’s phone (issue 10)', async () => {
    const logado = await openPage(ambiente.browser, { viewport: { width: 360, height: 780 } });
    const { page } = logado;
    await entrar(page, ambiente.server.url, { usuario: '252.016.480-88', senha: 'demo1234' });
    await page.goto(`${ambiente.server.url}/planosaude/beneficiario/guia-medico`);
    const telefone = paginaAtiva(page).locator('a[href^="tel:"]').first();
    await telefone.waitFor({ timeout: 15_000 });
    await telefone.click();
    await page.bringToFront();
    await paginaAtiva(page).getByRole('button', { name: 'Abrir menu' }).click();
    await expect.poll(() => page.locator('ion-menu').getAttribute('class')).toContain('show-menu');
    await logado.context.close();
  });
});
