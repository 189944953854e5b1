import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { RAIZ_API } from '../config/raiz.ts';
import type { Db } from './database.ts';
import { rowsOf } from './rows.ts';

/** drizzle-kit's migrations: SQL files and meta/_journal.json. */
export const pastaMigracoes = join(RAIZ_API, 'src/db/migrations');

/** The journal's newest migration, as drizzle records it (`created_at`: the journal's `when`, in ms). */
function ultimaDoJornal(): number {
  const jornal = JSON.parse(readFileSync(join(pastaMigracoes, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...jornal.entries.map((e) => e.when));
}

/**
 * Whether every migration of the journal is applied, by drizzle's own rule: it applies a migration whose `when`
 * is newer than the newest `created_at` in drizzle.__drizzle_migrations. Its `migrate` creates that schema and
 * table when missing and opens a transaction even when there is nothing to apply — ~45 ms of every start on
 * PGlite (issue 12); a database already up to date answers this one statement instead. A database without the
 * table (never migrated) is not up to date.
 */
export async function migracoesEmDia(db: Db): Promise<boolean> {
  try {
    const [linha] = rowsOf<{ ultima: string | number | null }>(
      await db.execute(sql`SELECT max(created_at) AS ultima FROM drizzle.__drizzle_migrations`),
    );
    return linha?.ultima != null && Number(linha.ultima) >= ultimaDoJornal();
  } catch {
    return false;
  }
}
