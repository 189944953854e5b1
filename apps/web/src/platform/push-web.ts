import { getRuntimeConfig } from '../config/runtime-config.ts';
import { operacoes } from '../lib/operacoes.ts';
import type { ChamarV4 } from './deps.ts';
import { isNativa } from './plataforma.ts';

/**
 * This browser's Web Push, as the notifications page's switch shows it: not offered here, blocked by the person
 * in the browser's settings, on (a subscription this server knows) or off.
 */
export type EstadoPushWeb = 'indisponivel' | 'bloqueado' | 'ativo' | 'inativo';

/** The server refused the subscription: its message (Portuguese, from core) is what the page shows. */
export class RecusaPushWeb extends Error {}

/** How long turning notifications on waits for the app's worker (registered within 30 s of the start, SPEC §7). */
const ESPERA_TRABALHADOR_MS = 35_000;

/**
 * Web Push for the installed app (issue 29): the browser subscribes with the server's VAPID key from
 * /config.json and the subscription goes to the API (coddao 321, idempotent); the worker
 * (public/sw-notificacoes.js) shows what arrives. Native apps use platform/push.ts instead.
 */
export function pushWebDisponivel(): boolean {
  return (
    !isNativa() &&
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window &&
    getRuntimeConfig().vapidPublicKey !== ''
  );
}

/**
 * The state for the switch. A subscription this browser already holds is sent again: after another person logs
 * in on this browser, its notifications are theirs (one subscription per device, coddao 321 moves it).
 */
export async function sincronizarPushWeb(chamar: ChamarV4): Promise<EstadoPushWeb> {
  if (!pushWebDisponivel()) return 'indisponivel';
  if (Notification.permission === 'denied') return 'bloqueado';
  const assinatura = await (await navigator.serviceWorker.getRegistration())?.pushManager.getSubscription();
  if (!assinatura || Notification.permission !== 'granted') return 'inativo';
  await registrar(chamar, assinatura);
  return 'ativo';
}

/**
 * Turns Web Push on, asking the browser's permission first (only ever from the person's own gesture on the
 * switch, never at load). Rejects when the browser or the server cannot take it; the page says so.
 */
export async function ativarPushWeb(chamar: ChamarV4): Promise<EstadoPushWeb> {
  const permissao = await Notification.requestPermission();
  if (permissao === 'denied') return 'bloqueado';
  if (permissao !== 'granted') return 'inativo';
  const registro = await trabalhadorPronto();
  const chave = deBase64url(getRuntimeConfig().vapidPublicKey);
  let assinatura = await registro.pushManager.getSubscription();
  // A subscription made with another key (the server's pair was replaced) can never receive: it is replaced.
  if (assinatura && !mesmaChave(assinatura.options.applicationServerKey, chave)) {
    await assinatura.unsubscribe();
    assinatura = null;
  }
  assinatura ??= await registro.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: chave });
  await registrar(chamar, assinatura);
  return 'ativo';
}

/** Turns Web Push off on this browser: the server forgets the subscription, then the browser drops it. */
export async function desativarPushWeb(chamar: ChamarV4): Promise<EstadoPushWeb> {
  const assinatura = await (await navigator.serviceWorker.getRegistration())?.pushManager.getSubscription();
  if (assinatura) {
    const resposta = await chamar(operacoes.removerPushWeb, [], { endpoint: assinatura.endpoint });
    if (!('ok' in resposta)) throw new RecusaPushWeb(resposta.mensagem);
    await assinatura.unsubscribe();
  }
  return 'inativo';
}

async function registrar(chamar: ChamarV4, assinatura: PushSubscription): Promise<void> {
  const { endpoint, keys } = assinatura.toJSON();
  const resposta = await chamar(
    operacoes.registrarPushWeb,
    [],
    { endpoint: endpoint ?? '', keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } },
    { loader: false },
  );
  if (!('ok' in resposta)) throw new RecusaPushWeb(resposta.mensagem);
}

async function trabalhadorPronto(): Promise<ServiceWorkerRegistration> {
  const ja = await navigator.serviceWorker.getRegistration();
  if (ja?.active) return ja;
  let espera: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      navigator.serviceWorker.ready,
      new Promise<never>((_, falha) => {
        espera = setTimeout(() => falha(new Error('service worker indisponível')), ESPERA_TRABALHADOR_MS);
      }),
    ]);
  } finally {
    clearTimeout(espera);
  }
}

function deBase64url(texto: string): Uint8Array<ArrayBuffer> {
  const base64 = texto.replace(/-/g, '+').replace(/_/g, '/');
  const binario = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binario.length);
  for (let i = 0; i < binario.length; i += 1) bytes[i] = binario.charCodeAt(i);
  return bytes;
}

function mesmaChave(atual: ArrayBuffer | null, nova: Uint8Array): boolean {
  if (!atual) return false;
  const a = new Uint8Array(atual);
  return a.length === nova.length && a.every((b, i) => b === nova[i]);
}
