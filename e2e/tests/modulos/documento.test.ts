import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ambienteE2e } from '../../harness/ambiente.ts';
import { entrar, paginaAtiva } from '../../harness/app.ts';
import { openPage, type TrackedPage } from '../../harness/browser.ts';
import { runApiTool } from '../../harness/server.ts';

/** A hostile document, published for this file's server only (never part of the demo data). */
function publicarDocumentoHostil(dataDir: string) {
  const arquivo = resolve(import.meta.dirname, '../../fixtures/documento-hostil.html');
  runApiTool(
    'publicar-documento.js',
    ['--codigo', 'teste-seguranca', '--titulo', 'Teste de segurança', '--arquivo', arquivo],
    { DATA_DIR: dataDir },
  );
}

describe('doc/{codigo}', () => {
  const ambiente = ambienteE2e({}, publicarDocumentoHostil);
  let aba: TrackedPage;

  beforeAll(async () => {
    aba = await openPage(ambiente.browser, { viewport: { width: 1440, height: 900 } });
    await entrar(aba.page, ambiente.server.url);
  });

  it('renders a hostile document from the server without running any of it', async () => {
    const { page, consoleErrors } = aba;
    consoleErrors.length = 0;
    await page.goto(`${ambiente.server.url}/doc/teste-seguranca`);
    const doc = paginaAtiva(page).locator('.modulo-html');
    await doc.getByText('a sanitização funcionou').waitFor({ timeout: 15_000 });
    // Give an onerror image or a deferred handler time to fire, then click what a user could click.
    await doc.getByText('Parágrafo com manipulador de clique.').click();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    const restos = await doc.evaluate((el) => ({
      scripts: el.querySelectorAll('script').length,
      iframes: el.querySelectorAll('iframe').length,
      handlers: [...el.querySelectorAll('*')].flatMap((n) =>
        n.getAttributeNames().filter((a) => a.startsWith('on')),
      ),
      javascript: [...el.querySelectorAll('[href],[src]')].filter((n) =>
        /^\s*javascript:/i.test(n.getAttribute('href') ?? n.getAttribute('src') ?? ''),
      ).length,
    }));
    expect(restos).toEqual({ scripts: 0, iframes: 0, handlers: [], javascript: 0 });
    // Every link that survives opens outside the app; SVG and image-map links, remote images and inline style
    // do not survive (issue 11).
    const saidas = await doc.evaluate((el) => ({
      links: [...el.querySelectorAll('[href], [*|href]')].map((n) =>
        n.tagName === 'A' &&
        n.getAttribute('target') === '_blank' &&
        /noopener/.test(n.getAttribute('rel') ?? '')
          ? 'ok'
          : n.outerHTML,
      ),
      remotas: [...el.querySelectorAll('img')].filter(
        (i) => /^https?:/i.test(i.getAttribute('src') ?? '') || i.hasAttribute('srcset'),
      ).length,
      estilos: el.querySelectorAll('[style]').length,
    }));
    expect(saidas.links.filter((l) => l !== 'ok')).toEqual([]);
    expect(saidas).toMatchObject({ remotas: 0, estilos: 0 });
    // Chromium checks the page's Content-Security-Policy as soon as a parser meets an inline handler, even in
    // DOMPurify's inert document, and reports the refusal; nothing else may reach the console.
    const csp = /^Executing inline event handler violates the following Content Security Policy directive/;
    expect(consoleErrors.filter((e) => !csp.test(e))).toEqual([]);
  });

  it('takes the header title from the menu rule and offers a printable view', async () => {
    const { page } = aba;
    await page.goto(`${ambiente.server.url}/home/recados`);
    const menu = page.locator('ion-menu');
    await menu.getByText('Institucional').click();
    // As a person would: tap the item once the group has opened, not while its items slide into place (a tap
    // then can land beside the item; CI once timed out here).
    const grupo = menu.locator('ion-accordion', { hasText: 'Institucional' });
    await expect
      .poll(() => grupo.evaluate((g) => g.classList.contains('accordion-expanded')), { timeout: 15_000 })
      .toBe(true);
    await menu.getByText('3. Regulamento').click();
    // The path itself, so that a failure says where the tap led.
    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: 30_000 })
      .toBe('/doc/regulamento-interno');
    await expect
      .poll(() => paginaAtiva(page).locator('.cabecalho-pagina h1').textContent())
      .toBe('Regulamento');
    await paginaAtiva(page).getByRole('button', { name: 'Imprimir' }).waitFor({ timeout: 15_000 });
    await page.emulateMedia({ media: 'print' });
    expect(await paginaAtiva(page).locator('.cabecalho-pagina').isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
  });
});
