import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `Outro processo da API (pid ${pid}) já usa a pasta de dados ${dataDir}; encerre-o ou use outro DATA_DIR. ` +
        `/ Another API process (pid ${pid}) is already using the data directory ${dataDir}; stop it or set another DATA_DIR.`,
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

function readPid(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * PGlite does not lock its directory and two processes on one directory corrupt it, so the API holds
 * `DATA_DIR/api.lock` (its pid) while it runs. A lock left by a killed process (pid no longer alive) is taken over.
 * Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'api.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        if (readPid(path) === process.pid) unlinkSync(path);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readPid(path);
      if (owner !== null && owner !== process.pid && isAlive(owner))
        throw new DataDirLockedError(dataDir, owner);
      try {
        unlinkSync(path);
      } catch {
        // another starter removed the stale lock first; try again
      }
    }
  }
  throw new DataDirLockedError(dataDir, readPid(path) ?? 0);
}
