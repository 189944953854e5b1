import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../../test/helper.ts';
import type { Database } from './database.ts';
import type { DatabaseTarget } from './destino-banco.ts';
import { migracoesEmDia } from './migracoes.ts';
import { openDatabase } from './open-database.ts';
import { rowsOf } from './rows.ts';

/** Issue 12: a start skips drizzle's migrate only when drizzle itself would apply nothing. Issue 30: GIN without fastupdate. */
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
    // Every GIN index without fastupdate's pending list, which only VACUUM empties and PGlite never vacuums
    // (schema/pessoas.ts).
    const gin =
      await db.execute(sql`select c.relname, coalesce(array_to_string(c.reloptions, ','), '') as opcoes
      from pg_class c join pg_am am on am.oid = c.relam where am.amname = 'gin' order by c.relname`);
    const indices = rowsOf<{ relname: string; opcoes: string }>(gin);
    expect(indices.map((i) => i.relname)).toEqual(['pessoa_alunos', 'pessoa_condominios']);
    for (const i of indices) expect(i.opcoes, i.relname).toContain('fastupdate=false');
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
