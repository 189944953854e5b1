import { describe, expect, it } from 'vitest';
import { hashStoredPassword, prioridadeDosHashes, verifyStoredPassword } from './passwords.ts';

describe('argon2id off the event loop', () => {
  it('hashes and verifies many at once, in worker threads', async () => {
    const hashes = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((s) => hashStoredPassword(s)));
    for (const h of hashes) expect(h).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const certos = await Promise.all(hashes.map((h, i) => verifyStoredPassword(h, 'abcde'[i] ?? '')));
    expect(certos).toEqual([true, true, true, true, true]);
    expect(await verifyStoredPassword(hashes[0] ?? null, 'b')).toBe(false);
    expect(await verifyStoredPassword(null, 'a')).toBe(false);
    // A stored value that is not an argon2 hash is a refusal, not an error.
    expect(await verifyStoredPassword('não é um hash', 'a')).toBe(false);
  });

  it.runIf(process.platform === 'linux')(
    'runs the hashes below the priority of the thread that answers requests',
    async () => {
      const { getPriority } = await import('node:os');
      expect(await prioridadeDosHashes()).toBe(Math.min(19, getPriority() + 10));
    },
  );
});
