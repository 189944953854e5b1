import { hashPassword } from '@portal/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ambienteE2e } from '../../harness/ambiente.ts';
import { entrar, paginaAtiva } from '../../harness/app.ts';
import { openPage, type TrackedPage } from '../../harness/browser.ts';

/** Demo accounts whose menus together reach every route (the administrator holds most of them). */
const CONTAS = ['123.456.789-09', '529.982.247-25', '714.602.380-01', '390.533.447-05', '835.146.920-33'];
const SEMPRE = ['/home/recados', '/notificacoes', '/parametros'];

/** What does not fit at 360 px: page-wide horizontal scroll, and text wider than its card. */
function estouros(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problemas: string[] = [];
    const raiz = document.scrollingElement;
    if (raiz && raiz.scrollWidth > raiz.clientWidth + 1) problemas.push(`página ${raiz.scrollWidth}px`);
    const ativa = [...document.querySelectorAll('.ion-page:not(.ion-page-hidden)')].pop();
    const rolagem = ativa?.querySelector('ion-content')?.shadowRoot?.querySelector('.inner-scroll');
    if (rolagem && rolagem.scrollWidth > rolagem.clientWidth + 1)
      problemas.push(`conteúdo ${rolagem.scrollWidth}px > ${rolagem.clientWidth}px`);
    const rolaSozinho = (el: Element | null) => {
      for (let at = el; at && at !== ativa; at = at.parentElement) {
        if (/(auto|scroll)/.test(getComputedStyle(at).overflowX)) return true;
      }
      return false;
    };
    for (const cartao of ativa?.querySelectorAll('ion-card, .modulo-cartao, ion-item') ?? []) {
      const limite = cartao.getBoundingClientRect().right + 1;
      for (const el of cartao.querySelectorAll('*')) {
        const caixa = el.getBoundingClientRect();
        if (caixa.width > 0 && caixa.right > limite && !rolaSozinho(el)) {
          problemas.push(`"${(el.textContent ?? '').trim().slice(0, 40)}" passa do cartão`);
          break;
        }
      }
    }
    // Short table cells (dates, hours, amounts) and amounts stay on one line; titles are never cut.
    // Measured on the text itself (a cell's box takes its row's height when a neighbour wraps).
    for (const el of ativa?.querySelectorAll('.celula-curta, .modulo-valor') ?? []) {
      const trecho = document.createRange();
      trecho.selectNodeContents(el);
      const linhas = new Set(
        [...trecho.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
      ).size;
      if (linhas > 1) problemas.push(`"${(el.textContent ?? '').trim()}" quebrou`);
    }
    for (const tabela of ativa?.querySelectorAll('.modulo-html table') ?? []) {
      if (!tabela.closest('.tabela-rolagem')) problemas.push('tabela sem caixa de rolagem');
    }
    const titulo = ativa?.querySelector('.titulo-pagina');
    if (titulo && titulo.scrollHeight > titulo.clientHeight + 2)
      problemas.push(`título cortado: ${titulo.textContent}`);
    return problemas;
  });
}

/** The first record of a list, opened as a person would (its title link). */
async function abrirPrimeiro(page: Page, url: string): Promise<string | null> {
  await page.goto(url);
  const link = paginaAtiva(page).locator('.modulo-cartao h2 a').first();
  await link.waitFor({ timeout: 15_000 });
  await link.click();
  await page.waitForURL(/\/\d+$/);
  return new URL(page.url()).pathname;
}

/** Issue 10, defect 6: every route works at 360 px — nothing scrolls the page sideways, no text leaves its card. */
describe('every route at 360 px', () => {
  const ambiente = ambienteE2e();
  let aba: TrackedPage | undefined;
  const rotasPorConta = new Map<string, string[]>();

  beforeAll(async () => {
    const vistas = new Set<string>(SEMPRE);
    for (const cpf of CONTAS) {
      const r = await fetch(`${ambiente.server.url}/api/V4`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          coddao: 16,
          parametros: ['W1', cpf, await hashPassword('demo1234', 'portal-senha')],
        }),
      });
      const menus = (await r.json()).conteudo.menus as { menus: { rota: string }[] }[];
      const novas = menus
        .flatMap((g) => g.menus.map((m) => (m.rota.startsWith('/') ? m.rota : `/${m.rota}`)))
        .filter((rota) => !vistas.has(rota));
      for (const rota of novas) vistas.add(rota);
      rotasPorConta.set(cpf, cpf === CONTAS[0] ? [...SEMPRE, ...novas] : novas);
    }
  });
  afterAll(async () => {
    await aba?.context.close();
  });

  it('no page scrolls sideways and no text overflows its card', async () => {
    const problemas: string[] = [];
    let visitadas = 0;
    /** A fresh browser context per account: nothing of the previous session survives. */
    async function comConta(cpf: string, passos: (page: Page) => Promise<void>) {
      await aba?.context.close();
      aba = await openPage(ambiente.browser, { viewport: { width: 360, height: 740 } });
      await entrar(aba.page, ambiente.server.url, { usuario: cpf, senha: 'demo1234' });
      await passos(aba.page);
    }
    for (const [cpf, rotas] of rotasPorConta) {
      if (rotas.length === 0) continue;
      await comConta(cpf, async (page) => {
        for (const rota of rotas) {
          await page.goto(`${ambiente.server.url}${rota}`);
          await expect
            .poll(() => paginaAtiva(page).getByText('Aguarde...').count(), { timeout: 15_000 })
            .toBe(0);
          await page.waitForTimeout(150);
          for (const p of await estouros(page)) problemas.push(`${rota}: ${p}`);
          visitadas++;
        }
      });
    }
    // Records with tables and amounts, as their owners see them: a balancete, a condominium statement, a bill.
    const registros: [string, string][] = [
      ['318.472.659-28', '/contabilidade/balancetes'],
      ['714.602.380-01', '/condominio/prestacao-contas'],
      ['529.982.247-25', '/escola/mensalidades'],
    ];
    for (const [cpf, lista] of registros) {
      await comConta(cpf, async (page) => {
        const rota = await abrirPrimeiro(page, `${ambiente.server.url}${lista}`);
        await expect
          .poll(() => paginaAtiva(page).getByText('Aguarde...').count(), { timeout: 15_000 })
          .toBe(0);
        await page.waitForTimeout(150);
        for (const p of await estouros(page)) problemas.push(`${rota}: ${p}`);
      });
    }
    // A paid bill (issue 29): its long authentication code wraps instead of running off the right edge.
    const carla = '714.602.380-01';
    const v4 = async (coddao: number, parametros: unknown[], token?: string) =>
      (
        await fetch(`${ambiente.server.url}/api/V4`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify({ coddao, parametros }),
        })
      ).json();
    const token = (await v4(16, ['W1', carla, await hashPassword('demo1234', 'portal-senha')])).conteudo
      .token;
    const boletos = (await v4(500, ['W1', 'condominio', 'boletos', 1, 100], token)).conteudo.itens as {
      codcobranca: number;
      situacao: string;
    }[];
    const pago = boletos.find((b) => b.situacao === 'pago');
    expect(pago).toBeDefined();
    await comConta(carla, async (page) => {
      const rota = `/condominio/boletos/${pago?.codcobranca}`;
      await page.goto(`${ambiente.server.url}${rota}`);
      await paginaAtiva(page).getByText('Autenticação', { exact: true }).waitFor({ timeout: 15_000 });
      await page.waitForTimeout(150);
      for (const p of await estouros(page)) problemas.push(`${rota}: ${p}`);
    });
    expect(visitadas).toBeGreaterThan(40);
    expect(problemas).toEqual([]);
  }, 600_000);
});
