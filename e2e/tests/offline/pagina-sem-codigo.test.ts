import { MENSAGENS } from '@portal/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ambienteE2e } from '../../harness/ambiente.ts';
import { entrar, paginaAtiva, tituloDaPagina } from '../../harness/app.ts';
import { irPara, servidorQueCai } from '../../harness/queda.ts';

const ANA = { usuario: '529.982.247-25', senha: 'demo1234' } as const;
const TELAS = [
  { largura: 360, altura: 780 },
  { largura: 1440, altura: 900 },
];

/** The shell is alive: the side menu beside the page on a wide screen, its button in the page's header on a phone. */
async function menuPresente(page: Page, largura: number): Promise<void> {
  if (largura >= 992) await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
  else await paginaAtiva(page).getByRole('button', { name: 'Abrir menu' }).waitFor();
}

/**
 * Issue 29, item 2: with the server down, a route whose code was never loaded says so in its own place (menu and
 * header intact), and shows the page by itself once the server is back, without a reload.
 */
describe('a route whose code cannot arrive', () => {
  const ambiente = ambienteE2e();
  const queda = servidorQueCai(ambiente);

  for (const { largura, altura } of TELAS) {
    it(`shows a message and recovers when the server returns (${largura} px)`, async () => {
      // No worker: its copy would answer (the other test of this folder); here the code must come from the network.
      const aba = await queda.abrir({
        viewport: { width: largura, height: altura },
        serviceWorkers: 'block',
      });
      const { page } = aba;
      await entrar(page, ambiente.server.url, ANA);
      await tituloDaPagina(page).waitFor();
      // Marks this document: a reload would lose it.
      await page.evaluate(() => Object.assign(window, { semRecarregar: true }));

      await queda.parar();
      for (const rota of ['/escola/boletim', '/notificacoes']) {
        await irPara(page, rota);
        const ativa = paginaAtiva(page);
        await ativa.getByRole('alert').getByText(MENSAGENS.paginaNaoCarregou).waitFor({ timeout: 20_000 });
        await ativa.getByRole('button', { name: MENSAGENS.botaoTentarNovamente }).waitFor();
        expect(await tituloDaPagina(page).textContent()).toBe(MENSAGENS.tituloPaginaIndisponivel);
        await menuPresente(page, largura);
      }

      await queda.voltar();
      // The open route (/notificacoes) asks again by itself; then Boletim, whose code also failed, opens too.
      await expect.poll(() => tituloDaPagina(page).textContent(), { timeout: 40_000 }).toBe('Notificações');
      expect(await paginaAtiva(page).getByText(MENSAGENS.paginaNaoCarregou).count()).toBe(0);
      await irPara(page, '/escola/boletim');
      await expect.poll(() => tituloDaPagina(page).textContent(), { timeout: 20_000 }).toBe('Boletim');
      // The real Boletim has its back button on a phone (a module's list), the menu beside it on a wide screen.
      if (largura >= 992) await menuPresente(page, largura);
      else await paginaAtiva(page).getByRole('button', { name: 'Voltar' }).waitFor();
      expect(await page.evaluate(() => (window as { semRecarregar?: boolean }).semRecarregar)).toBe(true);
    }, 180_000);
  }
});
