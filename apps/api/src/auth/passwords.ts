import { availableParallelism } from 'node:os';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id minimum: 19 MiB, 2 iterations, 1 lane. */
// 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot read).
const OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes running at once. argon2 runs on libuv's threads (four by default); a storm of logins on every core
 * starved the event loop, so every other request waited behind them (the list's p99 rose several times during a
 * login storm). So while other requests are arriving, hashes take all cores but one; when logins are all there is
 * (the morning rush on a quiet server), they take every core. Logins queue here, in order.
 */
const NUCLEOS = availableParallelism();
/** How long after another request the server still counts as busy with something besides logins. */
const JANELA_OUTRAS_MS = 250;
let ultimaOutra = Number.NEGATIVE_INFINITY;
let emCurso = 0;
const fila: (() => void)[] = [];

/** Called for every request that is not a login: while they come, logins leave a core free for them. */
export function outraRequisicao(): void {
  ultimaOutra = performance.now();
}

/** How many hashes may run now. */
export function hashesSimultaneos(): number {
  const ocupado = performance.now() - ultimaOutra < JANELA_OUTRAS_MS;
  return ocupado ? Math.max(1, NUCLEOS - 1) : NUCLEOS;
}

async function comVez<T>(trabalho: () => Promise<T>): Promise<T> {
  while (emCurso >= hashesSimultaneos()) await new Promise<void>((resolve) => fila.push(resolve));
  emCurso += 1;
  try {
    return await trabalho();
  } finally {
    emCurso -= 1;
    fila.shift()?.();
  }
}

/** argon2id hash of the client's passwordHash (the API never sees the password itself). */
export function hashStoredPassword(passwordHash: string): Promise<string> {
  return comVez(() => hash(passwordHash, OPTIONS));
}

let dummy: Promise<string> | undefined;

/**
 * Verifies a passwordHash against the stored argon2id hash. With no stored hash (unknown user) it still
 * runs one verification against a throwaway hash, so both refusals take the same time.
 */
export async function verifyStoredPassword(stored: string | null, passwordHash: string): Promise<boolean> {
  if (stored === null) {
    dummy ??= hash('usuario-inexistente', OPTIONS);
    const falso = await dummy;
    await comVez(() => verify(falso, passwordHash)).catch(() => false);
    return false;
  }
  try {
    return await comVez(() => verify(stored, passwordHash));
  } catch {
    return false;
  }
}
