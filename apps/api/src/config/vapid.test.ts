import { createPublicKey, createSign, createVerify } from 'node:crypto';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadVapidKeys } from './vapid.ts';

const pastas: string[] = [];
const pasta = () => {
  const p = mkdtempSync(join(tmpdir(), 'vapid-'));
  pastas.push(p);
  return p;
};
afterEach(() => {
  for (const p of pastas.splice(0)) rmSync(p, { recursive: true, force: true });
});

describe('VAPID keys in DATA_DIR', () => {
  it('are generated once, readable by the owner only, and the same at the next start', () => {
    const dir = pasta();
    const primeira = loadVapidKeys(dir);
    expect(statSync(join(dir, 'vapid.json')).mode & 0o777).toBe(0o600);
    expect(loadVapidKeys(dir)).toEqual(primeira);
    expect(loadVapidKeys(pasta())).not.toEqual(primeira);
  });

  it('are a working P-256 pair in the form browsers take (65-byte point, 32-byte scalar)', () => {
    const { publicKey, privateKey } = loadVapidKeys(pasta());
    const ponto = Buffer.from(publicKey, 'base64url');
    expect(ponto).toHaveLength(65);
    expect(ponto[0]).toBe(4);
    expect(Buffer.from(privateKey, 'base64url')).toHaveLength(32);
    const jwk = {
      kty: 'EC',
      crv: 'P-256',
      x: ponto.subarray(1, 33).toString('base64url'),
      y: ponto.subarray(33).toString('base64url'),
    };
    const assinatura = createSign('sha256')
      .update('portal')
      .sign({ key: { ...jwk, d: privateKey }, format: 'jwk' });
    expect(
      createVerify('sha256')
        .update('portal')
        .verify(createPublicKey({ key: jwk, format: 'jwk' }), assinatura),
    ).toBe(true);
  });

  it('a damaged file stops the start instead of silently replacing the pair its browsers subscribed with', () => {
    const dir = pasta();
    writeFileSync(join(dir, 'vapid.json'), '{"publicKey":');
    expect(() => loadVapidKeys(dir)).toThrow(/vapid\.json inválido/);
  });
});
