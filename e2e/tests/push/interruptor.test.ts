import { createECDH, randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { ambienteE2e } from '../../harness/ambiente.ts';
import { entrar, paginaAtiva, tituloDaPagina } from '../../harness/app.ts';
import { openPage, type TrackedPage } from '../../harness/browser.ts';

const ANA = { usuario: '529.982.247-25', senha: 'demo1234' } as const;
const INTERRUPTOR = 'Receber notificações neste aparelho';

type PushWebNaPagina = { chaves: number[][]; canceladas: number; pedidosDePermissao: number };

/**
 * Chromium's own subscribe() asks Google's push service, which this machine cannot reach; the browser's
 * PushManager is replaced by one that hands over the test's subscription (its endpoint and keys, made by the
 * test) and records the applicationServerKey it was asked with. Everything past it is real: the app, the API
 * and its database. Notification.requestPermission is counted, to see that nothing asks at load.
 */
function assinaturaDoTeste({ endpoint, p256dh, auth }: { endpoint: string; p256dh: string; auth: string }) {
  const estado: PushWebNaPagina = { chaves: [], canceladas: 0, pedidosDePermissao: 0 };
  (window as unknown as { __pushWeb: PushWebNaPagina }).__pushWeb = estado;
  const pedir = Notification.requestPermission.bind(Notification);
  Notification.requestPermission = () => {
    estado.pedidosDePermissao += 1;
    return pedir();
  };
  let atual: unknown = null;
  PushManager.prototype.subscribe = async (opcoes?: PushSubscriptionOptionsInit) => {
    const chave = new Uint8Array(opcoes?.applicationServerKey as Uint8Array);
    estado.chaves.push(Array.from(chave));
    atual = {
      endpoint,
      expirationTime: null,
      options: { applicationServerKey: chave.buffer, userVisibleOnly: true },
      toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
      unsubscribe: async () => {
        estado.canceladas += 1;
        atual = null;
        return true;
      },
    };
    return atual as PushSubscription;
  };
  PushManager.prototype.getSubscription = async () => atual as PushSubscription | null;
}

const estadoNaPagina = (page: Page) =>
  page.evaluate(() => (window as unknown as { __pushWeb: PushWebNaPagina }).__pushWeb);

const respostaDa = (page: Page, coddao: number) =>
  page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/V4') && (r.request().postDataJSON() as { coddao?: number })?.coddao === coddao,
  );

/**
 * Issue 29, item 5: the person turns Web Push on from the notifications page (the browser's permission asked
 * then, not at load), the app subscribes with the server's VAPID key and registers the subscription; turning it
 * off forgets it on the server and in the browser, and so does the logout in the browser.
 */
describe('the notifications page turns Web Push on and off for this browser', () => {
  const ambiente = ambienteE2e({ PUSH_SERVICOS: '127.0.0.1' });
  let aberta: TrackedPage | undefined;
  afterAll(async () => {
    await aberta?.context.close();
  });

  it('asks permission only from the switch, subscribes with the served key and registers; off and logout drop it', async () => {
    aberta = await openPage(ambiente.browser, { viewport: { width: 1440, height: 900 } });
    const { page, context } = aberta;
    const origem = ambiente.server.url;
    await context.grantPermissions(['notifications'], { origin: origem });
    const ua = createECDH('prime256v1');
    ua.generateKeys();
    const endpoint = 'https://127.0.0.1:9/push/e2e-chromium';
    const p256dh = ua.getPublicKey().toString('base64url');
    const auth = randomBytes(16).toString('base64url');
    await context.addInitScript(assinaturaDoTeste, { endpoint, p256dh, auth });

    await entrar(page, origem, ANA);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 45_000 });
    await page.goto(`${origem}/notificacoes`);
    await expect.poll(() => tituloDaPagina(page).innerText()).toBe('Notificações');
    const interruptor = paginaAtiva(page).getByRole('switch', { name: INTERRUPTOR });
    await expect.poll(() => interruptor.isChecked()).toBe(false);
    expect((await estadoNaPagina(page)).pedidosDePermissao).toBe(0);

    const registro = respostaDa(page, 321);
    await interruptor.click();
    const resposta = await registro;
    expect(resposta.status()).toBe(200);
    expect(resposta.request().headers()['idempotency-key']).toBeTruthy();
    expect((resposta.request().postDataJSON() as { conteudo: unknown }).conteudo).toEqual({
      endpoint,
      keys: { p256dh, auth },
    });
    await expect.poll(() => interruptor.isChecked()).toBe(true);
    const servida = (await (await fetch(`${origem}/config.json`)).json()) as { vapidPublicKey: string };
    const naPagina = await estadoNaPagina(page);
    expect(naPagina.pedidosDePermissao).toBe(1);
    expect(naPagina.chaves).toEqual([Array.from(Buffer.from(servida.vapidPublicKey, 'base64url'))]);

    const remocao = respostaDa(page, 322);
    await interruptor.click();
    expect((await remocao).status()).toBe(200);
    await expect.poll(() => interruptor.isChecked()).toBe(false);
    expect((await estadoNaPagina(page)).canceladas).toBe(1);

    // On again, then logout: the browser drops the subscription, so the next person here gets none of Ana's.
    const outraVez = respostaDa(page, 321);
    await interruptor.click();
    expect((await outraVez).status()).toBe(200);
    await expect.poll(() => interruptor.isChecked()).toBe(true);
    await page.locator('ion-menu').getByText('Sair').click({ force: true });
    await page.waitForURL(/\/auth\/login/);
    await expect.poll(async () => (await estadoNaPagina(page)).canceladas).toBe(2);
    expect(aberta.consoleErrors).toEqual([]);
  }, 120_000);
});
