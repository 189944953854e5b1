import { availableParallelism } from 'node:os';
import type { Algorithm, Options } from '@node-rs/argon2';
import { Piscina } from 'piscina';

/** OWASP's argon2id minimum: 19 MiB, 2 iterations, 1 lane. */
// 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot read).
const OPTIONS: Options = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * argon2id runs in worker threads, one per core, that the kernel schedules after the event loop (the worker
 * lowers its own priority): logins use every idle core, yet a storm of them never holds up the other requests
 * (issue 12). Threads start with the first login and leave after a minute without one, so an idle server holds
 * none. Hashes wait their turn in piscina's queue, in order.
 */
const pool = new Piscina({
  // The same folder in the sources and in dist/ (scripts/build.mjs emits it beside the bundle).
  filename: new URL('./argon2-worker.js', import.meta.url).href,
  minThreads: 0,
  maxThreads: availableParallelism(),
  idleTimeout: 60_000,
});

/** argon2id hash of the client's passwordHash (the API never sees the password itself). */
export function hashStoredPassword(passwordHash: string): Promise<string> {
  return pool.run({ senha: passwordHash, opcoes: OPTIONS }, { name: 'hash' });
}

function confere(guardado: string, senha: string): Promise<boolean> {
  return pool.run({ guardado, senha }, { name: 'verify' }).catch(() => false);
}

let dummy: Promise<string> | undefined;

/**
 * Verifies a passwordHash against the stored argon2id hash. With no stored hash (unknown user) it still
 * runs one verification against a throwaway hash, so both refusals take the same time.
 */
export async function verifyStoredPassword(stored: string | null, passwordHash: string): Promise<boolean> {
  if (stored === null) {
    dummy ??= hashStoredPassword('usuario-inexistente');
    await confere(await dummy, passwordHash);
    return false;
  }
  return confere(stored, passwordHash);
}

/** Tests only: the priority the hashing threads run at. */
export function prioridadeDosHashes(): Promise<number> {
  return pool.run(null, { name: 'prioridade' });
}
