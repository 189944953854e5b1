import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from 'playwright-core';

export const ADMIN = { usuario: '123.456.789-09', senha: 'demo1234' } as const;
/** An account with one company and no event registrations in the demo data. */
export const IGOR = { usuario: '111.444.777-35', senha: 'demo1234' } as const;
export const PROFESSOR = { usuario: '390.533.447-05', senha: 'demo1234' } as const;

/** The visible Ionic page (the router keeps hidden ones in the DOM during and after transitions). */
export function paginaAtiva(page: Page): Locator {
  return page.locator('.ion-page:not(.ion-page-hidden)').last();
}

/** Logs in through the login screen and waits for the announcements home. */
export async function entrar(page: Page, baseUrl: string, conta: { usuario: string; senha: string } = ADMIN) {
  await page.goto(`${baseUrl}/auth/login`);
  await page.getByLabel('CPF, CNPJ ou e-mail').pressSequentially(conta.usuario);
  await page.getByLabel('Senha', { exact: true }).fill(conta.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/home\/recados/, { timeout: 30_000 });
}

/** Until no loader is left on the page (two may overlap while one fades out and the next opens). */
export async function semCarregando(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('ion-loading').length === 0);
}

/** The page's header title (PageShell renders it as the h1 of its header). */
export function tituloDaPagina(page: Page): Locator {
  return paginaAtiva(page).locator('.cabecalho-pagina h1');
}

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type Violacao = { id: string; impact: string | null; help: string; nodes: string[] };

/**
 * Runs axe-core in the page and returns the serious and critical violations of the settled page: a violation that
 * is gone a moment later (a button fading back from disabled when the write's answer arrives, a loader leaving) is
 * read again for up to 3 s; one that stays is returned.
 */
export async function violacoesGraves(page: Page): Promise<Violacao[]> {
  let violacoes = await rodarAxe(page);
  for (let tentativa = 0; violacoes.length > 0 && tentativa < 10; tentativa++) {
    await page.waitForTimeout(300);
    violacoes = await rodarAxe(page);
  }
  return violacoes;
}

async function rodarAxe(page: Page): Promise<Violacao[]> {
  // Evaluated through the DevTools protocol: the app's Content-Security-Policy refuses injected script tags.
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{
            violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
          }>;
        };
      }
    ).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => JSON.stringify(n.target)),
      }));
  });
}

/** Collects the V4 requests of one operation number the page sends. */
export function registrarChamadasV4(
  page: Page,
  coddao: number,
): { corpo: unknown; cabecalhos: Record<string, string> }[] {
  const chamadas: { corpo: unknown; cabecalhos: Record<string, string> }[] = [];
  page.on('request', (req) => {
    if (req.method() !== 'POST' || !req.url().endsWith('/api/V4')) return;
    const corpo = req.postDataJSON() as { coddao?: number } | null;
    if (corpo?.coddao === coddao) chamadas.push({ corpo, cabecalhos: req.headers() });
  });
  return chamadas;
}

/**
 * What the app's file viewer tab shows (lib/arquivos.ts): its title (the file's name) and the blob URL of the
 * frame (a PDF) or image inside it.
 */
export async function arquivoNaAba(aba: Page): Promise<{ titulo: string; url: string }> {
  const url = (await aba.locator('iframe, img').first().getAttribute('src')) ?? '';
  return { titulo: await aba.title(), url };
}
