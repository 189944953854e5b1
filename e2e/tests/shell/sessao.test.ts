import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ambienteE2e } from '../../harness/ambiente.ts';
import { entrar, paginaAtiva, violacoesGraves } from '../../harness/app.ts';
import { openPage, type TrackedPage } from '../../harness/browser.ts';

const ANA = { usuario: '529.982.247-25', senha: 'demo1234' };
const REUNIAO = 'Reunião de pais e mestres do 4º bimestre';
const SCREENSHOTS = resolve(import.meta.dirname, '../../screenshots');

describe('the shell against the real API', () => {
  const ambiente = ambienteE2e({ BRAND_HOST: 'localhost' });
  let aberta: TrackedPage | undefined;

  beforeAll(async () => {
    // The brand host is "localhost": the same server seen through 127.0.0.1 is "another host".
    mkdirSync(SCREENSHOTS, { recursive: true });
  });
  afterAll(async () => {
    await aberta?.context.close();
  });

  async function nova(options: Parameters<typeof openPage>[1] = {}) {
    await aberta?.context.close();
    aberta = await openPage(ambiente.browser, options);
    return aberta;
  }

  it('logs in as a demo account and lands on its announcements', async () => {
    const { page, consoleErrors } = await nova();
    await entrar(page, ambiente.server.url, ANA);
    const lista = paginaAtiva(page).getByRole('list', { name: 'Recados' });
    await lista.getByRole('heading', { name: REUNIAO }).waitFor();
    await page.locator('ion-menu').getByText('Ana Souza').waitFor({ state: 'attached' });
    expect(consoleErrors).toEqual([]);
  });

  it('shows the server menu groups and keeps only one open at a time', async () => {
    const { page } = await nova({ viewport: { width: 1440, height: 900 } });
    await entrar(page, ambiente.server.url, ANA);
    const menu = page.locator('ion-menu');
    const escola = menu.locator('ion-accordion').filter({ hasText: 'Escola' }).first();
    const cantina = menu.locator('ion-accordion').filter({ hasText: 'Cantina' }).first();
    await escola.locator('ion-item[slot="header"]').click();
    await expect.poll(() => escola.getAttribute('class')).toContain('accordion-expanded');
    await cantina.locator('ion-item[slot="header"]').click();
    await expect.poll(() => cantina.getAttribute('class')).toContain('accordion-expanded');
    await expect.poll(() => escola.getAttribute('class')).not.toContain('accordion-expanded');
    await cantina.locator('ion-item[slot="header"]').click();
    await expect.poll(() => cantina.getAttribute('class')).not.toContain('accordion-expanded');
    expect(await menu.locator('ion-accordion.accordion-expanded').count()).toBe(0);
  });

  it('sends a user without the section credential to /home/recados', async () => {
    const { page } = await nova();
    await entrar(page, ambiente.server.url, ANA);
    await page.goto(`${ambiente.server.url}/condominio/boletos`);
    await page.waitForURL(/\/home\/recados$/);
  });

  it('sends a logged-out guarded URL to the login and comes back after login', async () => {
    const { page } = await nova();
    await page.goto(`${ambiente.server.url}/notificacoes`);
    await page.waitForURL(/\/auth\/login/);
    await page.getByLabel('CPF, CNPJ ou e-mail').pressSequentially(ANA.usuario);
    await page.getByLabel('Senha', { exact: true }).fill(ANA.senha);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/\/notificacoes$/);
  });

  it('opens the public medical guide while logged out', async () => {
    const { page } = await nova();
    await page.goto(`${ambiente.server.url}/planosaude/beneficiario/guia-medico`);
    // Waits for the page's title instead of a fixed half second (too short on a loaded CI machine).
    await paginaAtiva(page).getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' });
    expect(new URL(page.url()).pathname).toBe('/planosaude/beneficiario/guia-medico');
  });

  it('reloads with a cache-busting parameter after the parameters are saved', async () => {
    const { page } = await nova();
    await entrar(page, ambiente.server.url, ANA);
    await page.goto(`${ambiente.server.url}/parametros`);
    await paginaAtiva(page).getByRole('button', { name: 'Salvar parâmetros' }).click();
    await page.waitForURL(/\/parametros\?v=\d+/);
  });

  it('logs out and Back stays on the login screen', async () => {
    const { page } = await nova();
    await entrar(page, ambiente.server.url, ANA);
    let token = '';
    const saidas: string[] = [];
    page.on('request', (r) => {
      const auth = r.headers().authorization;
      if (auth) token = auth.slice('Bearer '.length);
      if (r.method() === 'POST' && /"coddao":17\b/.test(r.postData() ?? '')) saidas.push(auth ?? '');
    });
    await page.goto(`${ambiente.server.url}/notificacoes`);
    await page.waitForURL(/\/notificacoes$/);
    await page.locator('ion-menu').getByText('Sair').click({ force: true });
    await page.waitForURL(/\/auth\/login/);
    // logout ended the session on the server first: the token the page held is refused from now on
    expect(saidas).toEqual([`Bearer ${token}`]);
    const status = await page.evaluate(
      async (t) =>
        (
          await fetch('/api/V4', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${t}` },
            body: JSON.stringify({ coddao: 211, parametros: ['W1'] }),
          })
        ).status,
      token,
    );
    expect(status).toBe(401);
    await page.goBack().catch(() => undefined);
    await page.waitForTimeout(800);
    expect(new URL(page.url()).pathname).toBe('/auth/login');
    const guardado = await page.evaluate(() => Object.keys(sessionStorage).length);
    expect(guardado).toBe(0);
  });

  it('gives the brand host #004085 and every other host #007bff', async () => {
    const { page } = await nova();
    const primaria = () =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--ion-color-primary').trim(),
      );
    await page.goto(`http://localhost:${ambiente.server.port}/auth/login`);
    await expect.poll(primaria, { timeout: 15_000 }).toBe('#004085');
    await page.goto(`http://127.0.0.1:${ambiente.server.port}/auth/login`);
    await expect.poll(primaria, { timeout: 15_000 }).toBe('#007bff');
  });

  it('takes a 360×740 and a 1440×900 screenshot of home', async () => {
    for (const [width, height] of [
      [360, 740],
      [1440, 900],
    ] as const) {
      const { page } = await nova({ viewport: { width, height } });
      await entrar(page, ambiente.server.url, ANA);
      await paginaAtiva(page).getByRole('heading', { name: REUNIAO }).waitFor();
      // Playwright calls an element visible at opacity 0: wait for Ionic's entering transition to end too.
      await page.waitForFunction(() => {
        const paginas = [...document.querySelectorAll('.ion-page:not(.ion-page-hidden)')];
        return paginas.length > 0 && paginas.every((p) => getComputedStyle(p).opacity === '1');
      });
      await page.waitForTimeout(300);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: resolve(SCREENSHOTS, `home-${width}x${height}.png`) });
    }
  });

  it('has no serious or critical axe violation on login, home and notifications', async () => {
    const { page } = await nova();
    await page.goto(`${ambiente.server.url}/auth/login`);
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    expect(await violacoesGraves(page)).toEqual([]);
    await entrar(page, ambiente.server.url, ANA);
    await paginaAtiva(page).getByRole('heading', { name: REUNIAO }).waitFor();
    expect(await violacoesGraves(page)).toEqual([]);
    await page.goto(`${ambiente.server.url}/notificacoes`);
    await paginaAtiva(page).getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForTimeout(500);
    expect(await violacoesGraves(page)).toEqual([]);
  });
});
