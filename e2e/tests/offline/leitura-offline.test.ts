import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ambienteE2e } from '../../harness/ambiente.ts';
import { entrar, paginaAtiva, tituloDaPagina } from '../../harness/app.ts';
import { servidorQueCai } from '../../harness/queda.ts';

const ANA = { usuario: '529.982.247-25', senha: 'demo1234' } as const;
const SCREENSHOTS = resolve(import.meta.dirname, '../../screenshots');
const ATUALIZADO = /Atualizado às \d{2}:\d{2}/;
const NOTA_VALORES = 'Sem conexão: valores podem estar desatualizados.';

/** Every key the page's origin keeps: IndexedDB (every database and store), local and session storage. */
function chavesGuardadas(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const pedir = <T>(r: IDBRequest<T>) =>
      new Promise<T>((ok, falha) => {
        r.onsuccess = () => ok(r.result);
        r.onerror = () => falha(r.error);
      });
    const chaves: string[] = [...Object.keys(localStorage), ...Object.keys(sessionStorage)];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const banco = await pedir(indexedDB.open(name));
      for (const loja of Array.from(banco.objectStoreNames))
        chaves.push(...(await pedir(banco.transaction(loja).objectStore(loja).getAllKeys())).map(String));
      banco.close();
    }
    return chaves;
  });
}

/** What a page shows of its data once it has arrived: the texts that identify it (titles, amounts). */
interface Visita {
  url: string;
  /** Texts that must show again offline. */
  textos: string[];
  /** A screen of amounts: the offline note about them. */
  valores: boolean;
}

async function textoDe(page: Page, seletor: string): Promise<string> {
  const alvo = paginaAtiva(page).locator(seletor).first();
  await alvo.waitFor({ timeout: 20_000 });
  return ((await alvo.textContent()) ?? '').trim();
}

/**
 * Issue 29, item 3: what Ana opened stays readable with the server down (reloads included), marked with the
 * time it arrived and, where there is money, that it may be out of date; the page refreshes by itself once the
 * server is back; logout leaves nothing of it on the device.
 */
describe('what was seen stays readable offline', () => {
  const ambiente = ambienteE2e();
  const queda = servidorQueCai(ambiente);

  it('Mensalidades, one charge, Boletim and Cantina show their last answer offline, then refresh; logout clears them', async () => {
    const aba = await queda.abrir({ viewport: { width: 1440, height: 900 } });
    const { page } = aba;
    const base = ambiente.server.url;
    await entrar(page, base, ANA);
    // The service worker serves the app's files once the server is down (instalacao.test.ts checks it).
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });

    const visitas: Visita[] = [];
    await page.goto(`${base}/escola/mensalidades`);
    const cobranca = await textoDe(page, '.modulo-cartao h2 a');
    visitas.push({ url: '/escola/mensalidades', textos: [cobranca], valores: true });
    await paginaAtiva(page).locator('.modulo-cartao h2 a').first().click();
    await page.waitForURL(/\/escola\/mensalidades\/\d+$/);
    const urlCobranca = new URL(page.url()).pathname;
    visitas.push({
      url: urlCobranca,
      textos: [
        await textoDe(page, 'article.cobranca h2'),
        await textoDe(page, 'article.cobranca .modulo-detalhes dd'),
      ],
      valores: true,
    });
    await page.goto(`${base}/escola/boletim`);
    // The boletim's grid (issue 31): the child's name over it and the school's formula under it.
    visitas.push({
      url: '/escola/boletim',
      textos: [await textoDe(page, '.boletim-cabecalho h2'), await textoDe(page, '.boletim-formula')],
      valores: false,
    });
    await page.goto(`${base}/cantina/saldo`);
    visitas.push({
      url: '/cantina/saldo',
      textos: [await textoDe(page, '.modulo-cartao h2'), await textoDe(page, '.modulo-detalhes dd')],
      valores: true,
    });
    // Each read is kept by the time its page shows it (IndexedDB writes are asynchronous: wait for them).
    for (const nome of ['cobrancas/escola/mensalidades:', 'cobranca/escola/', 'boletim:', 'cantina/'])
      await expect
        .poll(async () => (await chavesGuardadas(page)).some((c) => c.startsWith(`listaGuardada:${nome}`)), {
          message: nome,
        })
        .toBe(true);

    await queda.parar();
    for (const visita of visitas) {
      // A reload (the worker answers with the app) and the data comes from the device.
      await page.goto(`${base}${visita.url}`);
      const ativa = paginaAtiva(page);
      for (const texto of visita.textos)
        await ativa.getByText(texto, { exact: true }).first().waitFor({ timeout: 20_000 });
      await ativa.getByText(ATUALIZADO).first().waitFor({ timeout: 20_000 });
      if (visita.valores) await ativa.getByText(NOTA_VALORES).first().waitFor();
      expect(await ativa.getByRole('alert').count(), visita.url).toBe(0);
    }

    // One offline page at a phone's width and a desktop's, to look at.
    await page.goto(`${base}/escola/mensalidades`);
    for (const [largura, altura] of [
      [360, 780],
      [1440, 900],
    ] as const) {
      await page.setViewportSize({ width: largura, height: altura });
      await paginaAtiva(page).getByText(NOTA_VALORES).waitFor({ timeout: 20_000 });
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${SCREENSHOTS}/leitura-offline-${largura}.png` });
    }

    // The server returns: the open page refreshes by itself (its backoff), without a reload.
    await page.goto(`${base}/cantina/saldo`);
    await paginaAtiva(page).getByText(NOTA_VALORES).waitFor({ timeout: 20_000 });
    await page.evaluate(() => Object.assign(window, { semRecarregar: true }));
    await queda.voltar();
    await expect.poll(() => paginaAtiva(page).getByText(ATUALIZADO).count(), { timeout: 60_000 }).toBe(0);
    expect(await paginaAtiva(page).getByText(NOTA_VALORES).count()).toBe(0);
    await paginaAtiva(page).locator('.modulo-cartao h2').first().waitFor();
    expect(await page.evaluate(() => (window as { semRecarregar?: boolean }).semRecarregar)).toBe(true);
    expect(await tituloDaPagina(page).textContent()).toBe('Saldo da cantina');

    // Logout: nothing read is left on the device.
    await page.locator('ion-menu').getByText('Sair').click({ force: true });
    await page.waitForURL(/\/auth\/login/);
    await expect
      .poll(async () => (await chavesGuardadas(page)).filter((c) => c.startsWith('listaGuardada')))
      .toEqual([]);
    const todas = await chavesGuardadas(page);
    expect(
      todas.some((c) => /cobranca|cantina|registros/.test(c)),
      todas.join(', '),
    ).toBe(false);
  }, 300_000);
});
