import { join, resolve } from 'node:path';
import type { DatabaseTarget } from '../db/destino-banco.ts';
import {
  type AppSettings,
  ORIGENS_DESENVOLVIMENTO,
  SEGREDO_WEBHOOK_DESENVOLVIMENTO,
  SERVICOS_PUSH_WEB,
} from './app-settings.ts';
import { loadJwtSecret } from './jwt-secret.ts';
import { RAIZ_API } from './raiz.ts';
import type { Env } from './settings.ts';
import { loadVapidKeys } from './vapid.ts';

/** The built app, beside this workspace: apps/web/dist. */
const WEB_DIST_PADRAO = join(RAIZ_API, '../web/dist');

export interface ServerSettings {
  app: AppSettings;
  target: DatabaseTarget;
  dataDir: string;
  port: number;
  host: string;
}

/** The payment webhook's key: the configured one, else the development key outside production, else none. */
export function segredoWebhook(env: Pick<Env, 'PAGAMENTOS_WEBHOOK_SECRET' | 'NODE_ENV'>): string | null {
  return (
    env.PAGAMENTOS_WEBHOOK_SECRET ?? (env.NODE_ENV === 'production' ? null : SEGREDO_WEBHOOK_DESENVOLVIMENTO)
  );
}

/** Turns checked environment variables into the server's settings (reads or creates DATA_DIR/jwt-secret and DATA_DIR/vapid.json when not given). */
export function resolveSettings(env: Env): ServerSettings {
  const dataDir = resolve(env.DATA_DIR);
  return {
    dataDir,
    port: env.PORT,
    host: env.HOST,
    target: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX }
      : { kind: 'pglite', dataDir },
    app: {
      jwtSecret: loadJwtSecret(dataDir, env.JWT_SECRET),
      vapid:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
          ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
          : loadVapidKeys(dataDir),
      servicosPush: env.PUSH_SERVICOS ?? [...SERVICOS_PUSH_WEB],
      tokenTtlSeconds: env.TOKEN_TTL,
      brandHost: env.BRAND_HOST,
      passwordSecret: env.PASSWORD_SECRET,
      documentSecret: env.DOCUMENT_SECRET,
      pagamentosWebhookSecret: segredoWebhook(env),
      smtp: env.SMTP_HOST
        ? {
            host: env.SMTP_HOST,
            port: env.SMTP_PORT,
            secure: env.SMTP_SECURE,
            ...(env.SMTP_USER ? { user: env.SMTP_USER } : {}),
            ...(env.SMTP_PASSWORD ? { password: env.SMTP_PASSWORD } : {}),
            from: env.SMTP_FROM ?? `Portal <nao-responda@${env.BRAND_HOST}>`,
          }
        : null,
      geoipDb: env.GEOIP_DB ? resolve(env.GEOIP_DB) : null,
      corsOrigins: env.CORS_ORIGINS ?? (env.NODE_ENV === 'production' ? [] : ORIGENS_DESENVOLVIMENTO),
      webDist: env.WEB_DIST ? resolve(env.WEB_DIST) : WEB_DIST_PADRAO,
      cepBase: env.CEP_BASE,
      storeUrls: { android: env.STORE_URL_ANDROID, ios: env.STORE_URL_IOS },
      loginLimits: {
        porUsuario: env.LOGIN_MAX_FALHAS_USUARIO,
        porEndereco: env.LOGIN_MAX_FALHAS_ENDERECO,
        janelaMs: env.LOGIN_JANELA_SEGUNDOS * 1000,
      },
      silent: env.API_SILENT,
      logLevel: env.LOG_LEVEL,
      logRequests: env.LOG_REQUESTS,
      trustProxy: env.TRUST_PROXY,
    },
  };
}
