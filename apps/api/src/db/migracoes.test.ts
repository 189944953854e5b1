import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../../test/helper.ts';
import type { Database } from './database.ts';
import type { DatabaseTarget } from './destino-banco.ts';
import { migracoesEmDia } from './migracoes.ts';
import { openDatabase } from './open-database.ts';

/** Issue 12: a start skips drizzle's migrate only when drizzle itself would apply nothing. */
describe('migracoesEmDia', () => {
  const abertos: Database[] = [];
  afterAll(async () => {
    for (const banco of abertos) await banco.close();
  });

  async function verificar(target: DatabaseTarget) {
    const banco = await openDatabase(target);
    abertos.push(banco);
    const { db } = banco;
    expect(await migracoesEmDia(db)).toBe(true);
    // The newest migration forgotten: drizzle would apply it again, so the start must migrate.
    await db.execute(
      sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)`,
    );
    expect(await migracoesEmDia(db)).toBe(false);
    // None recorded, and no table at all (a database drizzle never migrated).
    await db.execute(sql`DELETE FROM drizzle.__drizzle_migrations`);
    expect(await migracoesEmDia(db)).toBe(false);
    await db.execute(sql`DROP SCHEMA drizzle CASCADE`);
    expect(await migracoesEmDia(db)).toBe(false);
  }

  it('PGlite: true right after the migrations, false when one is missing or none is recorded', async () => {
    await verificar({ kind: 'memory' });
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('PostgreSQL: the same', async () => {
    const criado = await createPostgresDatabase();
    try {
      await verificar({ kind: 'postgres', url: criado.url });
    } finally {
      await abertos.pop()?.close();
      await criado.drop();
    }
  });
});
