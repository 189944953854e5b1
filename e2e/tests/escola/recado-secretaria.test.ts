import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ambienteE2e } from '../../harness/ambiente.ts';
import { entrar, paginaAtiva, violacoesGraves } from '../../harness/app.ts';
import { openPage, type TrackedPage } from '../../harness/browser.ts';

const SILVIA = { usuario: '482.159.736-55', senha: 'demo1234' } as const;
const ANA = { usuario: '529.982.247-25', senha: 'demo1234' } as const;
const SCREENSHOTS = resolve(import.meta.dirname, '../../screenshots');

/**
 * Issue 31: Sílvia, the school office, writes a recado to the whole school from "Escrever recado" ("Toda a
 * escola", which a teacher is never offered) → Ana finds it among her recados. At 360 px and 1440 px, axe clean.
 */
describe.each([
  [360, 780],
  [1440, 900],
])('Recado da secretaria para toda a escola at %i px', (largura, altura) => {
  const ambiente = ambienteE2e();
  let silvia: TrackedPage;
  let ana: TrackedPage;
  const titulo = `Festa de encerramento do ano (${largura} px)`;
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const viewport = { width: largura, height: altura };
    [silvia, ana] = await Promise.all([
      openPage(ambiente.browser, { viewport }),
      openPage(ambiente.browser, { viewport }),
    ]);
    await Promise.all([
      entrar(silvia.page, ambiente.server.url, SILVIA),
      entrar(ana.page, ambiente.server.url, ANA),
    ]);
  });
  afterAll(async () => {
    await Promise.all([silvia?.context.close(), ana?.context.close()]);
  });

  it('Sílvia writes to "Toda a escola"; Ana finds it among her recados', async () => {
    const { page, consoleErrors } = silvia;
    await page.goto(`${ambiente.server.url}/escola/professor/recado`);
    const tela = paginaAtiva(page);
    const para = tela.getByLabel('Para', { exact: true });
    await para.waitFor();
    expect(await para.locator('option:checked').textContent()).toMatch(/^Toda a escola/);
    await tela.getByLabel(/^Título/).fill(titulo);
    await tela
      .getByLabel(/^Texto/)
      .fill('A festa de encerramento será no sábado, das 10h às 16h, no pátio da escola.');
    await page.screenshot({ path: `${SCREENSHOTS}/recado-secretaria-${largura}.png`, fullPage: false });
    expect(await violacoesGraves(page)).toEqual([]);
    await tela.getByRole('button', { name: 'Enviar recado' }).click();
    await page.waitForURL((url) => /^\/home\/recados\/\d+$/.test(url.pathname));
    expect(consoleErrors).toEqual([]);

    await ana.page.goto(`${ambiente.server.url}/home/recados`);
    await paginaAtiva(ana.page).getByText(titulo).first().waitFor();
    await ana.page.screenshot({
      path: `${SCREENSHOTS}/recado-secretaria-${largura}-ana.png`,
      fullPage: false,
    });
    expect(ana.consoleErrors).toEqual([]);
  });
});
