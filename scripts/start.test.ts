import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');

function portaLivre(): Promise<number> {
  return new Promise((ok, falha) => {
    const s = createServer();
    s.once('error', falha);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => (typeof a === 'object' && a ? ok(a.port) : falha(new Error('sem porta'))));
    });
  });
}

const atende = (porta: number) =>
  new Promise<boolean>((ok) => {
    const c = createConnection({ port: porta, host: '127.0.0.1' });
    c.once('connect', () => {
      c.destroy();
      ok(true);
    });
    c.once('error', () => ok(false));
  });

/** Whether `condicao` holds now or within `ms`. */
async function ate(condicao: () => Promise<boolean> | boolean, ms: number): Promise<boolean> {
  const fim = Date.now() + ms;
  for (;;) {
    if (await condicao()) return true;
    if (Date.now() >= fim) return false;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** `/proc/<pid>/stat` is "pid (comm) state ppid …"; comm may hold spaces and parentheses. */
function estadoEPai(pid: string): { estado: string; pai: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [estado, pai] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { estado: estado ?? '', pai: Number(pai) };
  } catch {
    return undefined; // gone between readdir and read
  }
}

/** Every process below `raiz` (children, grandchildren, …), from /proc. */
function descendentes(raiz: number): number[] {
  const filhos = new Map<number, number[]>();
  for (const nome of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    const info = estadoEPai(nome);
    if (info) filhos.set(info.pai, [...(filhos.get(info.pai) ?? []), Number(nome)]);
  }
  const todos: number[] = [];
  const fila = [raiz];
  for (let pid = fila.shift(); pid !== undefined; pid = fila.shift()) {
    for (const filho of filhos.get(pid) ?? []) {
      todos.push(filho);
      fila.push(filho);
    }
  }
  return todos;
}

/** The arguments a process was started with, from /proc. */
function argumentos(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return []; // gone
  }
}

/** A zombie has released everything but its exit status; it counts as ended. */
const vivo = (pid: number) => {
  const info = estadoEPai(String(pid));
  return info !== undefined && info.estado !== 'Z';
};

interface Execucao {
  npm: ChildProcess;
  saida: () => string;
  saiu: Promise<void>;
}

/** `npm start` in its own process group (as a terminal runs it), with PORT and DATA_DIR set. */
function npmStart(porta: number, dataDir: string, env: Record<string, string> = {}): Execucao {
  let saida = '';
  const npm = spawn('npm', ['start'], {
    cwd: ROOT,
    detached: true,
    env: { ...process.env, PORT: String(porta), DATA_DIR: dataDir, API_SILENT: '', LOG_REQUESTS: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  npm.stdout?.on('data', (b) => {
    saida += b;
  });
  npm.stderr?.on('data', (b) => {
    saida += b;
  });
  const saiu = new Promise<void>((ok) => npm.once('exit', () => ok()));
  return { npm, saida: () => saida, saiu };
}

/**
 * Stops it with `parar`, then checks that nothing it started survives and the port and the lock are free. npm
 * forwards SIGINT and SIGTERM and waits for the server, so then all is free the moment npm exits; SIGHUP kills
 * npm at once (it does not forward it) and the rest follows within `espera` ms.
 */
async function pararEVerificar(
  { npm, saida, saiu }: Execucao,
  porta: number,
  dataDir: string,
  parar: (pid: number) => void,
  espera = 0,
) {
  const pid = npm.pid ?? 0;
  const processos = descendentes(pid);
  // npm → node scripts/start.mjs, which runs the API in its own process.
  expect(processos.length, saida()).toBeGreaterThanOrEqual(1);
  parar(pid);
  const terminou = await Promise.race([
    saiu.then(() => true),
    new Promise<boolean>((r) => setTimeout(() => r(false), 15_000)),
  ]);
  expect(terminou, `npm não terminou\n${saida()}`).toBe(true);
  expect(await ate(async () => !(await atende(porta)), espera), 'a porta continua ocupada').toBe(true);
  const lock = join(dataDir, 'api.lock');
  expect(await ate(() => !existsSync(lock), espera), `o lock continua\n${saida()}`).toBe(true);
  expect(await ate(() => !processos.some(vivo), espera + 2_000), 'sobrou processo').toBe(true);
}

/** Issue 10, "the first five minutes": `npm start` speaks when ready and a signal stops everything it started. */
describe.skipIf(process.platform !== 'linux')('npm start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-start-'));
  const execucoes: Execucao[] = [];
  afterAll(() => {
    // Whatever a failed test left running in a group it started (npm may be gone while the API is not).
    for (const { npm } of execucoes) {
      try {
        if (npm.pid) process.kill(-npm.pid, 'SIGKILL');
      } catch {
        // the group is empty: everything stopped
      }
    }
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 10 });
  });

  it('first run: says where to go and that the demo database was created; SIGTERM to npm stops it all', async () => {
    const porta = await portaLivre();
    const execucao = npmStart(porta, dataDir);
    execucoes.push(execucao);
    const { saida } = execucao;
    expect(await ate(() => saida().includes('Portal pronto'), 90_000), saida()).toBe(true);
    expect(saida()).toContain(`http://localhost:${porta}`);
    expect(saida()).toContain('Banco de demonstração criado');
    expect(saida()).toContain('README.md');
    // Nothing for a newcomer to decode: no framework deprecation, no JSON line saying what the lines above say.
    expect(saida()).not.toContain('Deprecation');
    expect(saida()).not.toContain('"level"');
    expect(await atende(porta)).toBe(true);
    expect(existsSync(join(dataDir, 'api.lock'))).toBe(true);
    // Issue 12: the API runs built, not compiled by tsx at each start, in start.mjs's own process (which imports
    // apps/api/dist/server.js: no second Node to boot).
    const comandos = descendentes(execucao.npm.pid ?? 0).map(argumentos);
    expect(
      comandos.some((args) => args.at(-1) === 'scripts/start.mjs'),
      saida(),
    ).toBe(true);
    expect(readFileSync(join(ROOT, 'scripts/start.mjs'), 'utf8')).toContain("'apps/api/dist/server.js'");
    expect(
      comandos.flat().some((arg) => arg.includes('tsx')),
      saida(),
    ).toBe(false);
    // No line per request by default.
    await fetch(`http://127.0.0.1:${porta}/config.json`);
    await new Promise((r) => setTimeout(r, 300));
    expect(saida()).not.toContain('incoming request');
    expect(saida()).not.toContain('/config.json');

    await pararEVerificar(execucao, porta, dataDir, (pid) => process.kill(pid, 'SIGTERM'));
  }, 120_000);

  it('next run: reuses the database, LOG_REQUESTS=1 logs requests; Ctrl+C (SIGINT to the process group) stops it all', async () => {
    const porta = await portaLivre();
    const execucao = npmStart(porta, dataDir, { LOG_REQUESTS: '1' });
    execucoes.push(execucao);
    const { saida } = execucao;
    expect(await ate(() => saida().includes('Portal pronto'), 90_000), saida()).toBe(true);
    expect(saida()).toContain('reutilizado');
    expect(saida()).not.toContain('Banco de demonstração criado');
    await fetch(`http://127.0.0.1:${porta}/config.json`);
    expect(await ate(() => saida().includes('"url":"/config.json"'), 2_000), saida()).toBe(true);

    await pararEVerificar(execucao, porta, dataDir, (pid) => process.kill(-pid, 'SIGINT'));
  }, 120_000);

  it('a closed terminal (SIGHUP to the process group) stops it all too', async () => {
    const porta = await portaLivre();
    const execucao = npmStart(porta, dataDir);
    execucoes.push(execucao);
    expect(await ate(() => execucao.saida().includes('Portal pronto'), 90_000), execucao.saida()).toBe(true);
    await pararEVerificar(execucao, porta, dataDir, (pid) => process.kill(-pid, 'SIGHUP'), 10_000);
  }, 120_000);
});
