import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { hashesSimultaneos, hashStoredPassword, outraRequisicao, verifyStoredPassword } from './passwords.ts';

describe('argon2 concurrency', () => {
  const nucleos = availableParallelism();

  it('takes every core when logins are all there is, all but one while other requests arrive', async () => {
    await new Promise((r) => setTimeout(r, 300));
    expect(hashesSimultaneos()).toBe(nucleos);
    outraRequisicao();
    expect(hashesSimultaneos()).toBe(Math.max(1, nucleos - 1));
    // The busy mark fades a quarter of a second after the last other request.
    await new Promise((r) => setTimeout(r, 300));
    expect(hashesSimultaneos()).toBe(nucleos);
  });

  it('still hashes and verifies in order under the queue', async () => {
    const hashes = await Promise.all(['a', 'b', 'c'].map((s) => hashStoredPassword(s)));
    outraRequisicao();
    const certos = await Promise.all(hashes.map((h, i) => verifyStoredPassword(h, 'abc'[i] ?? '')));
    expect(certos).toEqual([true, true, true]);
    expect(await verifyStoredPassword(hashes[0] ?? null, 'b')).toBe(false);
    expect(await verifyStoredPassword(null, 'a')).toBe(false);
  });
});
