import type { FastifyInstance } from 'fastify';
import type { AppSettings } from '../config/app-settings.ts';

/** The app's runtime settings (DESIGN.md "One command, one port"); bases are relative to the page's origin. */
export function buildRuntimeConfig(settings: AppSettings) {
  return {
    apiBase: '/api',
    cepBase: settings.cepBase,
    brandHost: settings.brandHost,
    storeUrls: settings.storeUrls,
    passwordSecret: settings.passwordSecret,
    documentSecret: settings.documentSecret,
    tokenTtl: settings.tokenTtlSeconds,
    // Web Push's applicationServerKey: public by design (RFC 8292), the app subscribes with it.
    vapidPublicKey: settings.vapid.publicKey,
  };
}

export function configJsonRoute(app: FastifyInstance, settings: AppSettings): void {
  const config = buildRuntimeConfig(settings);
  app.get('/config.json', async (_request, reply) => reply.header('Cache-Control', 'no-cache').send(config));
}
