import type { ChavesVapid } from './vapid.ts';

/**
 * Allowed when CORS_ORIGINS is not set, outside production: the native shells (Capacitor's iOS and Android
 * origins) and the Vite dev server. In production nothing is allowed unless configured.
 */
export const ORIGENS_DESENVOLVIMENTO = [
  'capacitor://localhost',
  'https://localhost',
  'http://localhost:5173',
];

/** What buildApp needs, already resolved (secrets loaded, paths absolute). */
/** The webhook key outside production when none is configured (the demo's `npm run pagar` signs with it). */
export const SEGREDO_WEBHOOK_DESENVOLVIMENTO = 'portal-pagamentos-desenvolvimento';

/**
 * The push services of the browsers that install the app (Chrome and Edge's FCM, Firefox's autopush, Safari's,
 * Windows'): Web Push goes only to a subscription whose host is one of these or below one.
 */
export const SERVICOS_PUSH_WEB = [
  'fcm.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  password?: string;
  from: string;
}

export interface AppSettings {
  jwtSecret: Uint8Array;
  /** Web Push's key pair (DATA_DIR/vapid.json); the public half reaches the app through /config.json. */
  vapid: ChavesVapid;
  /** Hosts Web Push may be sent to (SERVICOS_PUSH_WEB unless PUSH_SERVICOS says otherwise). */
  servicosPush: string[];
  tokenTtlSeconds: number;
  brandHost: string;
  passwordSecret: string;
  documentSecret: string;
  /** HMAC key of the payment webhook (POST /api/pagamentos/webhook); null refuses every call (production unset). */
  pagamentosWebhookSecret: string | null;
  /** SMTP to send e-mail with; null keeps every message in the outbox table (`npm run outbox`). */
  smtp: SmtpSettings | null;
  /** MaxMind City database naming the place of a session's address; null shows the address alone. */
  geoipDb: string | null;
  /** Exactly the browser origins allowed to call the API (CORS); nothing else is. */
  corsOrigins: string[];
  /** Folder of the built app; served only when it exists. */
  webDist: string | null;
  cepBase: string;
  storeUrls: { android: string; ios: string };
  loginLimits: { porUsuario: number; porEndereco: number; janelaMs: number };
  silent: boolean;
  logLevel: string;
  /** One log line per request; off by default so a terminal running `npm start` stays readable. */
  logRequests: boolean;
  /** The proxies trusted for X-Forwarded-For (Fastify's trustProxy), or none. */
  trustProxy: string[] | false;
}

export const DEFAULT_SETTINGS: Omit<AppSettings, 'jwtSecret' | 'vapid'> = {
  tokenTtlSeconds: 3600,
  brandHost: 'portal.exemplo.com.br',
  passwordSecret: 'portal-senha',
  documentSecret: 'portal-documento',
  pagamentosWebhookSecret: SEGREDO_WEBHOOK_DESENVOLVIMENTO,
  smtp: null,
  servicosPush: [...SERVICOS_PUSH_WEB],
  geoipDb: null,
  corsOrigins: [...ORIGENS_DESENVOLVIMENTO],
  webDist: null,
  cepBase: '',
  storeUrls: {
    android: 'https://play.google.com/store/apps/details?id=br.com.portal.app',
    ios: 'https://apps.apple.com/br/app/portal-do-cliente/id0000000000',
  },
  loginLimits: { porUsuario: 5, porEndereco: 30, janelaMs: 900_000 },
  silent: false,
  logLevel: 'info',
  logRequests: false,
  trustProxy: false,
};
