import { resolveSettings } from '../config/resolve-settings.ts';
import { parseEnv } from '../config/settings.ts';
import { openDatabase } from './open-database.ts';
import { seedDatabase } from './seed/seed.ts';

/**
 * Run by the server on a first run (`criarEmProcessoFilho`, under its data-dir lock on PGlite): creates, migrates
 * and seeds the database, tells the server whether it seeded it, and exits. PGlite's initdb leaves some 500 MB
 * behind in the process that ran it, the seeding some 25 MB; here they go when the process ends, and the server
 * opens the finished database at the size of any later start.
 */
async function main(): Promise<void> {
  // The server holds the lock this process works under: if it dies, stop too rather than write unguarded.
  process.once('disconnect', () => process.exit(1));
  const parsed = parseEnv(process.env);
  if (!parsed.ok) throw new Error(parsed.erros.join('\n'));
  const settings = resolveSettings(parsed.env);
  let criado = false;
  const database = await openDatabase(settings.target, async (db) => {
    criado = await seedDatabase(db, settings.app.passwordSecret);
  });
  await database.close();
  process.send?.({ criado }, () => process.exit(0));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
