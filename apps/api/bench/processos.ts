import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { portaLivre } from '../scripts/porta-livre.ts';

export interface Processo {
  url: string;
  /** Milliseconds from spawn to the first answer of `pronto`. */
  inicioMs: number;
  /** Resident memory now, in MB (Linux /proc). */
  rssMb(): number;
  /** CPU time the process has used so far, all its threads, in ms (Linux /proc, user + system). */
  cpuMs(): number;
  parar(): Promise<void>;
}

/** The newest modification time under `pasta`, in ms. */
const maisRecente = (pasta: string): number =>
  Math.max(
    0,
    ...readdirSync(pasta, { recursive: true, withFileTypes: true })
      .filter((f) => f.isFile())
      .map((f) => statSync(join(f.parentPath, f.name)).mtimeMs),
  );

/**
 * The server `npm start` runs: the compiled one when built, else the TypeScript sources through tsx. A build
 * older than the sources would measure code that is no longer there: then the sources run, and it is said.
 */
export function comandoDoServidor(): string[] {
  const compilado = fileURLToPath(new URL('../dist/server.js', import.meta.url));
  const fontes = fileURLToPath(new URL('../src', import.meta.url));
  if (existsSync(compilado) && statSync(compilado).mtimeMs >= maisRecente(fontes)) return [compilado];
  if (existsSync(compilado))
    console.error('apps/api/dist é mais antigo que src/: medindo as fontes (npm run build).');
  return ['--import', 'tsx', fileURLToPath(new URL('../src/server.ts', import.meta.url))];
}

/** Spawns `args` with PORT set and waits until `pronto` (a path) answers. */
export async function iniciar(
  args: string[],
  pronto: string,
  env: Record<string, string> = {},
): Promise<Processo> {
  const port = await portaLivre();
  const t0 = performance.now();
  const child: ChildProcess = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} saiu com ${child.exitCode}`);
    try {
      const res = await fetch(`${url}${pronto}`, { method: pronto === '/ref' ? 'POST' : 'GET' });
      await res.arrayBuffer();
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  const inicioMs = performance.now() - t0;
  return {
    url,
    inicioMs,
    rssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    },
    cpuMs() {
      // Fields 14 and 15 of /proc/<pid>/stat, after the command's parenthesised name, in clock ticks (100 a second).
      const campos = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      return (Number(campos[11] ?? 0) + Number(campos[12] ?? 0)) * 10;
    },
    parar: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A fresh data folder, removed by the returned function. */
export function pastaTemporaria(): { dir: string; remover: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  return { dir, remover: () => rmSync(dir, { recursive: true, force: true }) };
}
