import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { getTableName } from 'drizzle-orm';
import type { DatabaseTarget } from './destino-banco.ts';
import { pastaPglite } from './open-database.ts';
import { pessoa } from './schema/index.ts';

/**
 * Whether this is a first run, which the server leaves to a child process: the PGlite folder holds no database
 * yet (initdb writes PG_VERSION), or the PostgreSQL database has no people (not migrated, or not seeded).
 */
export async function primeiraExecucao(target: DatabaseTarget): Promise<boolean> {
  if (target.kind === 'pglite') return !existsSync(join(pastaPglite(target.dataDir), 'PG_VERSION'));
  if (target.kind !== 'postgres') return false;
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    const tabela = getTableName(pessoa);
    const { rows } = await client.query<{ existe: boolean }>('SELECT to_regclass($1) IS NOT NULL AS existe', [
      tabela,
    ]);
    if (!rows[0]?.existe) return true;
    const pessoas = await client.query(`SELECT 1 FROM ${pg.escapeIdentifier(tabela)} LIMIT 1`);
    return pessoas.rowCount === 0;
  } finally {
    await client.end();
  }
}
