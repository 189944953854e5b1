import { LoginLimiter } from './auth/login-limiter.ts';
import { resolveSettings } from './config/resolve-settings.ts';
import { parseEnv } from './config/settings.ts';
import { criarEmProcessoFilho, primeiraExecucao } from './db/criar-banco.ts';
import { acquireDataDirLock, DataDirLockedError } from './db/data-dir-lock.ts';
import { openDatabase } from './db/open-database.ts';
import { seedDatabase } from './db/seed/seed.ts';
import { Idempotencia } from './idempotency/idempotencia.ts';
import { DEMO_SENHA } from './seed-data/ids.ts';

/** EX_CONFIG and EX_TEMPFAIL of sysexits.h: a bad setting, and a data folder already in use. */
const EXIT_CONFIG = 78;
const EXIT_EM_USO = 75;

async function main(): Promise<void> {
  const parsed = parseEnv(process.env);
  if (!parsed.ok) {
    for (const erro of parsed.erros) console.error(erro);
    process.exit(EXIT_CONFIG);
  }
  const settings = resolveSettings(parsed.env);
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
  let criado = (await primeiraExecucao(settings.target)) && (await criarEmProcessoFilho());
  // The app's modules (Fastify and the rest, a third of a start) load while PGlite compiles its WebAssembly on
  // other threads. The seeding below only fills a database that an interrupted first run left empty.
  const [database, { buildApp }] = await Promise.all([
    openDatabase(settings.target, async (db) => {
      criado = (await seedDatabase(db, settings.app.passwordSecret)) || criado;
    }),
    import('./app.ts'),
  ]);
  await Idempotencia.limparVencidas(database.db);
  await LoginLimiter.limparVencidas(database.db, new Date());
  const app = await buildApp({ settings: settings.app, database, ownsDatabase: true });

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

main().catch((error: unknown) => {
  console.error(
    'Falha ao iniciar a API / failed to start the API:',
    error instanceof Error ? error.message : error,
  );
  process.exit(1);
});
