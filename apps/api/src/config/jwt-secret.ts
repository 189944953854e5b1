import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const FILE = 'jwt-secret';

/**
 * The JWT signing key: JWT_SECRET when given, else a random key generated once and kept in DATA_DIR
 * (mode 0600), so tokens survive restarts without anyone having to invent a secret.
 */
export function loadJwtSecret(dataDir: string, fromEnv: string | undefined): Uint8Array {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, FILE);
  try {
    const stored = readFileSync(path, 'utf8').trim();
    if (stored.length >= 64) return Buffer.from(stored, 'hex');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32);
  writeFileSync(path, secret.toString('hex'), { mode: 0o600, flag: 'w' });
  return secret;
}
