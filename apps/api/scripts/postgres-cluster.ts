import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { portaLivre } from './porta-livre.ts';

/** The bin folder of the newest Debian PostgreSQL installed, or null. */
export function postgresBinDir(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (existsSync(join(base, v, 'bin', 'initdb'))) return join(base, v, 'bin');
  return null;
}

/** Installs Debian's postgresql package when running as root (CI containers); returns the bin folder. */
export function installPostgres(): string | null {
  if (process.getuid?.() !== 0) return null;
  console.log('Instalando o PostgreSQL do Debian (apt-get install postgresql)...');
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  spawnSync('apt-get', ['install', '-y', '-qq', 'postgresql'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return postgresBinDir();
}

export interface Cluster {
  url: string;
  stop(): void;
}

/**
 * A throwaway PostgreSQL cluster in a temporary directory on a free loopback port, trusting local
 * connections. PostgreSQL refuses to run as root, so as root the cluster belongs to the 'postgres' user.
 */
export async function startCluster(bin: string): Promise<Cluster> {
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'portal-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const pg = (tool: string, args: string[]) => {
    const full = join(bin, tool);
    execFileSync(asRoot ? 'runuser' : full, asRoot ? ['-u', 'postgres', '--', full, ...args] : args, {
      stdio: 'pipe',
    });
  };
  const port = await portaLivre();
  pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  pg('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -h 127.0.0.1`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
