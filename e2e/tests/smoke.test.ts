import { describe, expect, it } from 'vitest';
import { ambienteE2e } from '../harness/ambiente.ts';
import { openPage } from '../harness/browser.ts';

describe('start page', () => {
  const ambiente = ambienteE2e();

  it('answers over HTTP with the app document', async () => {
    const response = await fetch(ambiente.server.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('lang="pt-BR"');
  });

  it('renders in Chromium without console errors', async () => {
    const { page, consoleErrors } = await openPage(ambiente.browser);
    await page.goto(ambiente.server.url);
    await page.waitForURL(/\/auth\/login/);
    // The login screen renders after the redirect; wait for it rather than sample it once.
    await page.getByRole('button', { name: 'Entrar' }).waitFor({ state: 'visible' });
    expect(consoleErrors).toEqual([]);
  });

  it('says it cannot open, and opens on "Tentar novamente", when the server cannot be reached at start', async () => {
    const { page } = await openPage(ambiente.browser);
    let recusar = true;
    await page.route('**/config.json', (rota) => (recusar ? rota.abort() : rota.fallback()));
    await page.goto(ambiente.server.url);
    await page
      .getByRole('heading', { name: 'Não foi possível abrir o Portal' })
      .waitFor({ state: 'visible' });
    await page.getByRole('alert').getByText('Não foi possível conectar ao servidor.').waitFor();
    recusar = false;
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await page.getByRole('button', { name: 'Entrar' }).waitFor({ state: 'visible' });
    expect(page.url()).toMatch(/\/auth\/login$/);
  });
});
