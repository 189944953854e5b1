import { describe, expect, it } from 'vitest';
import { escalonamentoDosHashes, hashStoredPassword, verifyStoredPassword } from './passwords.ts';

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
    'hashes on idle cores first (SCHED_IDLE), with a reserve thread 10 nice steps down',
    async () => {
      const { getPriority } = await import('node:os');
      // Policy 5 is SCHED_IDLE, 0 the ordinary one; the event loop stays ordinary, at its own priority.
      expect(await escalonamentoDosHashes()).toEqual({
        ocioso: { politica: 5, nice: getPriority() },
        reserva: { politica: 0, nice: Math.min(19, getPriority() + 10) },
      });
    },
  );

  it.runIf(process.platform === 'linux')(
    'still logs people in when other work keeps every core busy: the reserve takes the hash',
    async () => {
      const { availableParallelism } = await import('node:os');
      const { spawn } = await import('node:child_process');
      const ocupados = Array.from({ length: availableParallelism() }, () =>
        spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }),
      );
      try {
        await new Promise((r) => setTimeout(r, 300));
        const inicio = performance.now();
        const hashes = await Promise.all(['x', 'y', 'z'].map((s) => hashStoredPassword(s)));
        for (const h of hashes) expect(h).toMatch(/^\$argon2id\$/);
        // SCHED_IDLE alone took seconds per hash here; through the reserve, three take well under that.
        expect(performance.now() - inicio).toBeLessThan(3000);
      } finally {
        for (const o of ocupados) o.kill();
      }
    },
  );
});
