import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id minimum: 19 MiB, 2 iterations, 1 lane. */
// 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot read).
const OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** argon2id hash of the client's passwordHash (the API never sees the password itself). */
export function hashStoredPassword(passwordHash: string): Promise<string> {
  return hash(passwordHash, OPTIONS);
}

let dummy: Promise<string> | undefined;

/**
 * Verifies a passwordHash against the stored argon2id hash. With no stored hash (unknown user) it still
 * runs one verification against a throwaway hash, so both refusals take the same time.
 */
export async function verifyStoredPassword(stored: string | null, passwordHash: string): Promise<boolean> {
  if (stored === null) {
    dummy ??= hash('usuario-inexistente', OPTIONS);
    await verify(await dummy, passwordHash).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, passwordHash);
  } catch {
    return false;
  }
}
