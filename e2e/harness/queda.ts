import type { Browser, Page } from 'playwright-core';
import { afterEach } from 'vitest';
import type { Ambiente } from './ambiente.ts';
import { openPage, type TrackedPage } from './browser.ts';

/**
 * A test file whose tests stop the server and start it again, each in a tab of its own: after every test the tab
 * closes, and a server a failed test left stopped starts again, since the next test needs it.
 */
export function servidorQueCai(ambiente: Ambiente) {
  let aba: TrackedPage | undefined;
  let parado = false;
  const fechar = async () => {
    await aba?.context.close();
    aba = undefined;
  };
  afterEach(async () => {
    await fechar();
    if (parado) await ambiente.server.restart();
    parado = false;
  });
  return {
    async abrir(opcoes: Parameters<Browser['newContext']>[0] = {}): Promise<TrackedPage> {
      aba = await openPage(ambiente.browser, opcoes);
      return aba;
    },
    fechar,
    async parar(): Promise<void> {
      await ambiente.server.stop();
      parado = true;
    },
    async voltar(): Promise<void> {
      await ambiente.server.restart();
      parado = false;
    },
  };
}

/** A navigation inside the app (a menu item's): no document load, so only the page's code and data are fetched. */
export async function irPara(page: Page, rota: string): Promise<void> {
  await page.evaluate((destino) => {
    history.pushState(null, '', destino);
    dispatchEvent(new PopStateEvent('popstate'));
  }, rota);
  await page.waitForURL((url) => url.pathname === rota);
}
