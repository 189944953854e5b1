import { normalizeMenuRoute } from '@portal/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ambienteE2e } from '../../harness/ambiente.ts';
import { entrar, paginaAtiva, tituloDaPagina } from '../../harness/app.ts';
import { irPara, servidorQueCai } from '../../harness/queda.ts';

/** Every demo account with a password (README's table). */
const CONTAS = [
  '123.456.789-09',
  '529.982.247-25',
  '390.533.447-05',
  '714.602.380-01',
  '252.016.480-88',
  '835.146.920-33',
  '046.795.231-07',
  '318.472.659-28',
  '603.918.274-13',
  '111.444.777-35',
];

/** The routes of the menu the login answered (coddao 16), as the app normalises them. */
async function entrarLendoMenu(page: Page, url: string, usuario: string): Promise<string[]> {
  const login = page.waitForResponse(
    (r) => r.url().endsWith('/api/V4') && r.request().postDataJSON()?.coddao === 16,
  );
  await entrar(page, url, { usuario, senha: 'demo1234' });
  const corpo = (await (await login).json()) as {
    conteudo: { menus: { menus: { rota: string }[] }[] };
  };
  return corpo.conteudo.menus.flatMap((g) => g.menus.map((m) => normalizeMenuRoute(m.rota)));
}

/** The page is not blank: its header has a title and its content says something. */
async function naoEmBranco(page: Page, rota: string): Promise<void> {
  await expect
    .poll(async () => (await tituloDaPagina(page).textContent())?.trim() ?? '', {
      message: rota,
      timeout: 20_000,
    })
    .not.toBe('');
  await expect
    .poll(async () => (await paginaAtiva(page).locator('ion-content').last().innerText()).trim().length, {
      message: rota,
      timeout: 20_000,
    })
    .toBeGreaterThan(0);
}

/** What a page says when it is waiting for the connection: SPEC's failure text or the route's, with a retry. */
const tentarNovamente = (page: Page) => paginaAtiva(page).getByRole('button', { name: 'Tentar novamente' });

/**
 * Issue 29, item 2: with the server stopped, every route of every demo menu keeps the shell (header, menu) and says
 * something in its place — never a white window; once the server is back, the open page recovers by itself and
 * every route opens again, all without a reload.
 */
describe('every route of every demo menu, with the server stopped and back', () => {
  const ambiente = ambienteE2e();
  const queda = servidorQueCai(ambiente);

  it('never blank, and back without a reload', async () => {
    const vistas = new Set<string>();
    for (const usuario of CONTAS) {
      // No worker: every route's code and data must come from the network, which is down.
      const aba = await queda.abrir({
        viewport: { width: 1440, height: 900 },
        serviceWorkers: 'block',
      });
      const { page } = aba;
      const rotas = (await entrarLendoMenu(page, ambiente.server.url, usuario)).filter((r) => {
        const nova = !vistas.has(r) && r.startsWith('/');
        vistas.add(r);
        return nova;
      });
      if (rotas.length > 0) {
        // The shell as a person has it before the connection drops: the menu beside the page (its code arrives
        // after the home's first paint; the worker, blocked here, would otherwise hold it).
        await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
        await page.evaluate(() => Object.assign(window, { semRecarregar: true }));
        await queda.parar();
        for (const rota of rotas) {
          await irPara(page, rota);
          await page.getByRole('navigation', { name: 'Menu principal' }).waitFor({ timeout: 8000 });
          await naoEmBranco(page, rota);
        }
        const ultima = rotas[rotas.length - 1] as string;
        const esperavaConexao = (await tentarNovamente(page).count()) > 0;
        await queda.voltar();
        // The open page asks again by itself (the `online` event does not fire: only the server went away).
        if (esperavaConexao)
          await expect
            .poll(() => tentarNovamente(page).count(), { message: ultima, timeout: 40_000 })
            .toBe(0);
        for (const rota of rotas) {
          await irPara(page, rota);
          await naoEmBranco(page, rota);
          await expect.poll(() => tentarNovamente(page).count(), { message: rota, timeout: 20_000 }).toBe(0);
        }
        expect(
          await page.evaluate(() => (window as { semRecarregar?: boolean }).semRecarregar),
          usuario,
        ).toBe(true);
      }
      await queda.fechar();
    }
    expect(vistas.size).toBeGreaterThan(60);
  }, 900_000);
});
