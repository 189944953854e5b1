import type { MensagemPushWeb } from '@portal/core';
import type { Page, Worker } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { ambienteE2e } from '../../harness/ambiente.ts';
import { entrar, tituloDaPagina } from '../../harness/app.ts';
import { openPage, type TrackedPage } from '../../harness/browser.ts';

const ANA = { usuario: '529.982.247-25', senha: 'demo1234' } as const;

/** The worker's global as these tests use it (e2e's lib is DOM's, without WebWorker's types). */
type Escopo = {
  registration: { getNotifications(): Promise<Notification[]> };
  dispatchEvent(evento: Event): boolean;
};
declare const NotificationEvent: new (tipo: string, init: { notification: Notification }) => Event;

/** The installed app's worker (ngsw-worker.js), once it controls the page. */
async function trabalhador(aberta: TrackedPage): Promise<Worker> {
  // SPEC §7: registered once the app is stable (or after 30 s); the first install then controls the page.
  await aberta.page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 45_000,
  });
  const sw = aberta.context.serviceWorkers().find((w) => w.url().endsWith('/ngsw-worker.js'));
  if (!sw) throw new Error('sem o service worker do app');
  return sw;
}

/**
 * Delivers a push message to the page's worker as the push service would (DevTools' ServiceWorker domain, the
 * "Push" button of Chrome's Application panel): the worker's own `push` handler runs.
 */
async function entregarPush(page: Page, origem: string, mensagem: unknown): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const registro = new Promise<string>((ok) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const nossa = registrations.find((r) => r.scopeURL === `${origem}/` && !r.isDeleted);
      if (nossa) ok(nossa.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: origem,
    registrationId: await registro,
    data: JSON.stringify(mensagem),
  });
  await cdp.detach();
}

type Mostrada = { title: string; body: string; url: unknown };
const notificacoesDo = (sw: Worker) =>
  sw.evaluate(async () =>
    (await (self as unknown as Escopo).registration.getNotifications()).map(
      (n): Mostrada => ({ title: n.title, body: n.body, url: (n.data as { url?: unknown } | null)?.url }),
    ),
  );

/**
 * Issue 29, item 5: the installed app's worker shows the server's Web Push message, and a tap on it takes the
 * app's window to /notificacoes (SPEC §2). Chromium here reaches no push service, so the message is delivered to
 * the worker through DevTools, and the tap is the worker's notificationclick event for the shown notification.
 */
describe('Web Push in the installed app', () => {
  const ambiente = ambienteE2e();
  let aberta: TrackedPage | undefined;
  afterAll(async () => {
    await aberta?.context.close();
  });

  it('a push shows its notification; tapping it opens /notificacoes in the app window', async () => {
    aberta = await openPage(ambiente.browser, { viewport: { width: 1440, height: 900 } });
    const { page, context } = aberta;
    const origem = ambiente.server.url;
    await context.grantPermissions(['notifications'], { origin: origem });
    await entrar(page, origem, ANA);
    const sw = await trabalhador(aberta);

    const mensagem: MensagemPushWeb = {
      title: 'Pagamento confirmado',
      body: 'Recebemos o pagamento de Mensalidade.',
      url: '/notificacoes',
    };
    await entregarPush(page, origem, mensagem);
    // The worker shows it when it gets to it: under CI's load, later than expect.poll's default second.
    await expect.poll(() => notificacoesDo(sw), { timeout: 10_000 }).toEqual([{ ...mensagem }]);

    // A message naming another site never sends the tap there.
    await entregarPush(page, origem, { title: 'Outro', body: '', url: '//exemplo.com/x' });
    await expect
      .poll(async () => (await notificacoesDo(sw)).find((n) => n.title === 'Outro')?.url, { timeout: 10_000 })
      .toBe('/notificacoes');

    expect(page.url()).toBe(`${origem}/home/recados`);
    await sw.evaluate(async () => {
      const escopo = self as unknown as Escopo;
      const [primeira] = await escopo.registration.getNotifications();
      if (!primeira) throw new Error('nenhuma notificação mostrada');
      // The tap: the event the browser fires for a click on the notification, for the shown one.
      escopo.dispatchEvent(new NotificationEvent('notificationclick', { notification: primeira }));
    });
    await page.waitForURL(`${origem}/notificacoes`, { timeout: 20_000 });
    await expect.poll(() => tituloDaPagina(page).innerText()).toBe('Notificações');
    // The tapped notification was closed.
    await expect.poll(async () => (await notificacoesDo(sw)).map((n) => n.title)).toEqual(['Outro']);
  }, 120_000);
});
