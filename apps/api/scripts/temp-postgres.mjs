#!/usr/bin/env node
// Runs a command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL cluster (temporary directory,
// free port), then removes it. With TEST_DATABASE_URL already set, just runs the command.
// Usage: node apps/api/scripts/temp-postgres.mjs <command> [args...]
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('uso: temp-postgres.mjs <comando> [argumentos...]');
  process.exit(2);
}

function run(env) {
  const child = spawn(command, args, { stdio: 'inherit', env });
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

function binDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (existsSync(join(base, v, 'bin', 'initdb'))) return join(base, v, 'bin');
  return null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

if (process.env.TEST_DATABASE_URL) process.exit(await run(process.env));

let bin = binDir();
if (!bin && process.getuid?.() === 0) {
  console.log('Instalando o PostgreSQL do Debian (apt-get install postgresql)...');
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  spawnSync('apt-get', ['install', '-y', '-qq', 'postgresql'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  bin = binDir();
}
if (!bin) {
  console.error('PostgreSQL não encontrado (instale o pacote postgresql); rodando só com PGlite.');
  process.exit(await run(process.env));
}

// PostgreSQL refuses to run as root: the cluster belongs to the 'postgres' user when we are root.
const asRoot = process.getuid?.() === 0;
const dir = mkdtempSync(join(tmpdir(), 'portal-pg-'));
chmodSync(dir, 0o777);
const data = join(dir, 'data');
const pg = (tool, toolArgs) => {
  const full = join(bin, tool);
  return asRoot
    ? execFileSync('runuser', ['-u', 'postgres', '--', full, ...toolArgs], { stdio: 'pipe' })
    : execFileSync(full, toolArgs, { stdio: 'pipe' });
};
const port = await freePort();
let code = 1;
try {
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
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(`PostgreSQL temporário em ${url}`);
  code = await run({ ...process.env, TEST_DATABASE_URL: url });
} finally {
  try {
    pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
  } catch {
    // already stopped
  }
  rmSync(dir, { recursive: true, force: true });
}
process.exit(code);
