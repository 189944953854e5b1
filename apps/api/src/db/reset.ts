import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { resolveSettings } from '../config/resolve-settings.ts';
import { parseEnv } from '../config/settings.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { openDatabase } from './open-database.ts';
import { seedDatabase } from './seed/seed.ts';

/** `npm run db:reset -w apps/api`: drops every table (or the PGlite folder), migrates and seeds again. */
async function main(): Promise<void> {
  const parsed = parseEnv(process.env);
  if (!parsed.ok) {
    for (const erro of parsed.erros) console.error(erro);
    process.exit(78);
  }
  const settings = resolveSettings(parsed.env);
  if (settings.target.kind === 'postgres') {
    const limpar = await openDatabase({ kind: 'postgres', url: settings.target.url }, async () => {});
    await limpar.db.execute(sql`DROP SCHEMA public CASCADE`);
    await limpar.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
    await limpar.db.execute(sql`CREATE SCHEMA public`);
    await limpar.close();
  }
  const release = settings.target.kind === 'pglite' ? acquireDataDirLock(settings.dataDir) : () => {};
  try {
    if (settings.target.kind === 'pglite')
      rmSync(join(settings.dataDir, 'pglite'), { recursive: true, force: true });
    const database = await openDatabase(settings.target, async (db) => {
      await seedDatabase(db, settings.app.passwordSecret);
    });
    await database.close();
    console.log('Banco de dados recriado com os dados de demonstração.');
  } finally {
    release();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
