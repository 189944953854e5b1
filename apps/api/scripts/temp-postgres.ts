import { spawn } from 'node:child_process';
import { installPostgres, postgresBinDir, startCluster } from './postgres-cluster.ts';

// Runs a command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL cluster, then removes it.
// With TEST_DATABASE_URL already set it just runs the command. Installs Debian's postgresql when root.
// Usage: tsx apps/api/scripts/temp-postgres.ts <command> [args...]
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('uso: temp-postgres.ts <comando> [argumentos...]');
  process.exit(2);
}

function run(env: NodeJS.ProcessEnv): Promise<number> {
  const child = spawn(command as string, args, { stdio: 'inherit', env });
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

if (process.env.TEST_DATABASE_URL) process.exit(await run(process.env));
const bin = postgresBinDir() ?? installPostgres();
if (!bin) {
  console.error('PostgreSQL não encontrado (instale o pacote postgresql); rodando só com PGlite.');
  process.exit(await run(process.env));
}
const cluster = await startCluster(bin);
console.log(`PostgreSQL temporário em ${cluster.url}`);
let code = 1;
try {
  code = await run({ ...process.env, TEST_DATABASE_URL: cluster.url });
} finally {
  cluster.stop();
}
process.exit(code);
