import { describe, expect, it } from 'vitest';
import { assinaturaPushWebSchema, mensagemPushWebSchema } from './push-web.ts';

// A browser's PushSubscription.toJSON(): a 65-byte uncompressed point (base64url 'B…', 87 characters) and a
// 16-byte secret (22 characters). core has no Buffer or btoa, so they are written out.
const p256dh = `B${'Bw'.repeat(43)}`;
const auth = 'CQ'.repeat(11);
const endpoint = 'https://fcm.googleapis.com/fcm/send/abc';

describe('Web Push contract', () => {
  it('accepts what a browser hands over, with or without padding', () => {
    expect(assinaturaPushWebSchema.safeParse({ endpoint, keys: { p256dh, auth } }).success).toBe(true);
    expect(
      assinaturaPushWebSchema.safeParse({ endpoint, keys: { p256dh: `${p256dh}=`, auth: `${auth}==` } })
        .success,
    ).toBe(true);
  });

  it('refuses a plain-HTTP push service, a compressed or short key and a short secret', () => {
    const invalida = (s: unknown) => assinaturaPushWebSchema.safeParse(s).success === false;
    expect(invalida({ endpoint: 'http://fcm.googleapis.com/x', keys: { p256dh, auth } })).toBe(true);
    expect(invalida({ endpoint: 'javascript:alert(1)', keys: { p256dh, auth } })).toBe(true);
    const comprimida = `A${'Bw'.repeat(43)}`;
    expect(invalida({ endpoint, keys: { p256dh: comprimida, auth } })).toBe(true);
    expect(invalida({ endpoint, keys: { p256dh: p256dh.slice(1), auth } })).toBe(true);
    expect(invalida({ endpoint, keys: { p256dh, auth: auth.slice(2) } })).toBe(true);
  });

  it('a message names an app route, never another site', () => {
    expect(mensagemPushWebSchema.safeParse({ title: 'a', body: 'b', url: '/notificacoes' }).success).toBe(
      true,
    );
    for (const url of ['https://x.com', '//x.com', '/\\x.com'])
      expect(mensagemPushWebSchema.safeParse({ title: 'a', body: 'b', url }).success).toBe(false);
  });
});
