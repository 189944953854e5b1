import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `Outro processo da API (pid ${pid}) já usa a pasta de dados ${dataDir}; encerre-o ou use outro DATA_DIR.`,
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const codigo = (error: unknown) => (error as NodeJS.ErrnoException).code;

/** The lock's pid; null when it holds no valid pid; undefined when there is no lock. */
function lerDono(path: string): number | null | undefined {
  let texto: string;
  try {
    texto = readFileSync(path, 'utf8');
  } catch (error) {
    if (codigo(error) === 'ENOENT') return undefined;
    throw error;
  }
  const pid = Number.parseInt(texto, 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

const readPid = (path: string): number | null => lerDono(path) ?? null;

function apagar(path: string): void {
  try {
    unlinkSync(path);
  } catch (error) {
    if (codigo(error) !== 'ENOENT') throw error;
  }
}

/** Sleeps without returning to the event loop (start-up is synchronous here). */
function esperar(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * The right to remove a stale lock, held by one starter at a time: a directory, which only one process can create.
 * One left by a starter that died holding it (a few microseconds' window) is cleared after 10 s.
 */
function tomarVez(mutex: string): boolean {
  try {
    mkdirSync(mutex);
    return true;
  } catch (error) {
    if (codigo(error) !== 'EEXIST') throw error;
    try {
      if (Date.now() - statSync(mutex).mtimeMs > 10_000) rmdirSync(mutex);
    } catch {
      // gone meanwhile
    }
    return false;
  }
}

/**
 * PGlite does not lock its directory and two processes on one directory corrupt it, so the API holds
 * `DATA_DIR/api.lock` (its pid) while it runs. A lock left by a killed process (pid no longer alive) is taken over.
 * Returns the release function.
 *
 * Starters racing over a stale lock must not both win (issue 11). The lock appears with its pid already in it (a
 * hard link of a file written first, so no one ever reads it empty), and a stale lock is removed only by the one
 * starter holding the takeover directory, after checking again that its owner is dead: no one can replace the lock
 * while it exists, so that check cannot go stale before the removal.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'api.lock');
  const mutex = `${path}.tomada`;
  const meu = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(meu, String(process.pid), { mode: 0o600 });
  try {
    for (let tentativa = 0; tentativa < 200; tentativa++) {
      try {
        linkSync(meu, path);
        return () => {
          if (readPid(path) === process.pid) apagar(path);
        };
      } catch (error) {
        if (codigo(error) !== 'EEXIST') throw error;
      }
      const dono = readPid(path);
      if (dono !== null && dono !== process.pid && isAlive(dono)) throw new DataDirLockedError(dataDir, dono);
      if (!tomarVez(mutex)) {
        esperar(5);
        continue;
      }
      try {
        // A missing lock is not deleted: between this read and the deletion a racer may have linked its own. One
        // that exists cannot be replaced until someone holding this turn deletes it, so the check stays true.
        const agora = lerDono(path);
        if (agora !== undefined && (agora === null || agora === process.pid || !isAlive(agora))) apagar(path);
      } finally {
        rmdirSync(mutex);
      }
    }
    throw new DataDirLockedError(dataDir, readPid(path) ?? 0);
  } finally {
    apagar(meu);
  }
}
