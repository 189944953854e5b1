import * as z from 'zod';
import { codigoCopiaSchema } from './comum.ts';

/**
 * A browser's push subscription (PushSubscription.toJSON()): the push service's URL and the keys the message is
 * encrypted with (RFC 8291). p256dh is an uncompressed P-256 point (65 bytes, so base64url starts with 'B'),
 * auth a 16-byte secret; padding is tolerated because some browsers add it.
 */
export const assinaturaPushWebSchema = z.object({
  endpoint: z.url({ protocol: /^https$/ }).max(2048),
  keys: z.object({
    p256dh: z.string().regex(/^B[A-Za-z0-9_-]{86}=?$/),
    auth: z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/),
  }),
});
export type AssinaturaPushWeb = z.infer<typeof assinaturaPushWebSchema>;

/** coddao 321 — keep this browser's push subscription for the person (idempotent; an endpoint is one device). */
export const registrarPushWebParametros = z.tuple([codigoCopiaSchema]);
export const registrarPushWebConteudo = assinaturaPushWebSchema;
export const registrarPushWebResultado = z.object({ ok: z.literal(true) });

/** coddao 322 — forget this browser's subscription (the person turned notifications off on it). */
export const removerPushWebParametros = z.tuple([codigoCopiaSchema]);
export const removerPushWebConteudo = assinaturaPushWebSchema.pick({ endpoint: true });
export const removerPushWebResultado = z.object({ ok: z.literal(true) });

/**
 * What a Web Push message carries to the service worker (public/sw-notificacoes.js reads these three names): the
 * notification's title and text, and the app route a tap opens (SPEC §2: /notificacoes).
 */
export const mensagemPushWebSchema = z.object({
  title: z.string().min(1).max(200),
  body: z.string().max(1000),
  url: z
    .string()
    .max(500)
    .regex(/^\/(?![/\\])/),
});
export type MensagemPushWeb = z.infer<typeof mensagemPushWebSchema>;
