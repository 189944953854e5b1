import { spawnSync } from 'node:child_process';
import { LoginLimiter } from './auth/login-limiter.ts';
import { resolveSettings } from './config/resolve-settings.ts';
import { DEMO_SENHA } from './config/senha-demo.ts';
import { parseEnv } from './config/settings.ts';
import { primeiraExecucao } from './db/criar-banco.ts';
import { acquireDataDirLock, DataDirLockedError } from './db/data-dir-lock.ts';
import type { DatabaseTarget } from './db/destino-banco.ts';
import { iniciarBanco, isEmpty } from './db/open-database.ts';
import { erroRegistravel } from './http/log-redaction.ts';
import { Idempotencia } from './idempotency/idempotencia.ts';

/** EX_CONFIG and EX_TEMPFAIL of sysexits.h: a bad setting, and a data folder already in use. */
const EXIT_CONFIG = 78;
const EXIT_EM_USO = 75;
/** Set for the child that creates the database on a first run (see `prepararEmOutroProcesso`). */
const SO_PREPARAR = 'PORTAL_PREPARAR_BANCO';

/**
 * Opens the database, migrates it and, when it is empty, seeds it (the demo data is imported only then).
 * `pronto` answers whether it seeded.
 */
async function abrir(target: DatabaseTarget, passwordSecret: string) {
  let criado = false;
  const { database, pronto } = await iniciarBanco(target, async (db) => {
    if (!(await isEmpty(db))) return;
    const { seedDatabase } = await import('./db/seed/seed.ts');
    criado = await seedDatabase(db, passwordSecret);
  });
  return { database, pronto: pronto.then(() => criado) };
}

/**
 * A fresh PGlite grows its WebAssembly heap to ~800 MB while initdb and the seed run, and a heap never shrinks;
 * seeding PostgreSQL leaves ~25 MB behind too. So on a first run a child process creates the database and exits,
 * and this one opens it like any other day.
 */
function prepararEmOutroProcesso(entrada: string): boolean {
  const filho = spawnSync(process.execPath, [...process.execArgv, entrada], {
    env: { ...process.env, [SO_PREPARAR]: '1' },
    stdio: 'inherit',
  });
  if (filho.status !== 0)
    throw new Error(`a criação do banco falhou (saída ${filho.status ?? filho.signal})`);
  return true;
}

/**
 * Starts the API: checks the settings, takes the data folder, opens (creating on a first run) the database and
 * listens. `entrada` is the server's entry file, which a first run starts again to create the database (not
 * argv[1]: `npm start` imports the entry into its own process, scripts/start.mjs).
 */
export async function iniciarServidor(entrada: string): Promise<void> {
  const parsed = parseEnv(process.env);
  if (!parsed.ok) {
    for (const erro of parsed.erros) console.error(erro);
    process.exit(EXIT_CONFIG);
  }
  const settings = resolveSettings(parsed.env);
  if (process.env[SO_PREPARAR]) {
    // The parent holds the data-dir lock and waits for this process. Should the parent die, the lock goes stale
    // and another server may take the folder: this process must not go on writing to it.
    const pai = process.ppid;
    setInterval(() => {
      if (process.ppid !== pai) process.exit(1);
    }, 100).unref();
    const { database, pronto } = await abrir(settings.target, settings.app.passwordSecret);
    try {
      await pronto;
    } finally {
      await database.close();
    }
    return;
  }
  let release = () => {};
  if (settings.target.kind === 'pglite') {
    try {
      release = acquireDataDirLock(settings.dataDir);
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      console.error(error.message);
      process.exit(EXIT_EM_USO);
    }
  }
  const criadoAntes = (await primeiraExecucao(settings.target)) && prepararEmOutroProcesso(entrada);
  // The app's modules load, the app is built and the server listens while the database opens and migrates
  // (PGlite's Postgres starts on its thread in ~0.3-0.5 s): the app's files and /config.json are served at once,
  // and requests that need the database wait for it (app.ts).
  const { database, pronto } = await abrir(settings.target, settings.app.passwordSecret);
  pronto.catch(() => {}); // awaited below, once listening
  const { buildApp } = await import('./app.ts');
  const app = await buildApp({
    settings: settings.app,
    database,
    bancoAbrindo: pronto,
    ownsDatabase: true,
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'encerrando');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app
      .close()
      .then(() => {
        release();
        process.exit(0);
      })
      .catch((error: unknown) => {
        console.error(error);
        release();
        process.exit(1);
      });
  };
  // `on`, not `once`: Ctrl+C reaches the whole process group and npm forwards it too, so a second SIGINT
  // arrives while closing and must not kill the process before it releases the port and the lock. SIGHUP is a
  // closed terminal.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => shutdown(signal));

  // Fastify logs each listening address as a JSON line; the lines below say it for a person instead.
  const nivel = app.log.level;
  app.log.level = 'warn';
  try {
    await app.listen({ port: settings.port, host: settings.host });
  } finally {
    app.log.level = nivel;
  }
  try {
    await app.bancoPronto; // after `pronto`, which it follows
  } catch (error) {
    // Stopped (Ctrl+C) while the database was opening: what failed is the closing itself, and shutdown exits.
    if (closing) return;
    throw error;
  }
  if (closing) return;
  const criado = criadoAntes || (await pronto);
  // Housekeeping once the database answers: requests already ignore expired answers and finished login windows
  // (idempotencia.ts, login-limiter.ts), so none waits on deleting them.
  Promise.all([
    Idempotencia.limparVencidas(database.db),
    LoginLimiter.limparVencidas(database.db, new Date()),
  ]).catch((erro: unknown) => app.log.warn({ erro: erroRegistravel(erro) }, 'limpeza do início falhou'));
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : settings.port;
  if (!settings.app.silent) {
    const onde =
      settings.target.kind === 'postgres' ? 'no PostgreSQL de DATABASE_URL' : `em ${settings.dataDir}`;
    console.log(
      [
        `Portal pronto: abra http://localhost:${port}`,
        criado
          ? `Banco de demonstração criado ${onde} (primeira execução).`
          : `Banco de dados existente reutilizado ${onde}.`,
        `Contas de demonstração (senha ${DEMO_SENHA}): tabela "Demo accounts" do README.md.`,
        'Ctrl+C encerra. LOG_REQUESTS=1 registra cada requisição.',
      ].join('\n'),
    );
  }
}
