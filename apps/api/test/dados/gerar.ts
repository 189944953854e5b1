import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../src/db/database.ts';
import { rowsOf } from '../../src/db/rows.ts';

/**
 * Runs a generated dataset's statements (`[table, INSERT … SELECT]`, in order) in one transaction, then ANALYZEs
 * the tables they filled; answers each one's time (ms). The foreign keys' triggers are off meanwhile
 * (`session_replication_role`): the rows are consistent by construction, and checking millions of them one by one
 * would take most of the time. The tables in `semIndices` are loaded as pg_restore does, their indexes built after.
 */
export async function gerarEmUmaTransacao(
  db: Db,
  formas: readonly [string, string][],
  semIndices: ReadonlySet<string> = new Set(),
): Promise<Record<string, number>> {
  const ms: Record<string, number> = {};
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw('SET LOCAL session_replication_role = replica'));
    for (const [rotulo, comando] of formas) {
      const t0 = performance.now();
      if (semIndices.has(rotulo)) await semIndicesDurante(tx, rotulo, comando);
      else await tx.execute(sql.raw(comando));
      ms[rotulo] = Math.round(performance.now() - t0);
    }
  });
  const t0 = performance.now();
  // The labels are tables, some with a note in parentheses ('aluno (outras escolas)').
  const tabelas = [...new Set(formas.map(([rotulo]) => rotulo.split(' ')[0]))];
  await db.execute(sql.raw(`ANALYZE ${tabelas.join(', ')}`));
  ms.ANALYZE = Math.round(performance.now() - t0);
  return ms;
}

/**
 * Runs `comando` (a bulk insert into `tabela`) with the table's indexes and unique keys dropped, then builds them
 * again from their own definitions: one sorted build instead of an insert into each index per row.
 */
async function semIndicesDurante(tx: Tx, tabela: string, comando: string): Promise<void> {
  const restricoes = rowsOf<{ nome: string; def: string }>(
    await tx.execute(sql`
      select conname as nome, pg_get_constraintdef(oid) as def from pg_constraint
      where conrelid = ${tabela}::regclass and contype in ('p', 'u')`),
  );
  const indices = rowsOf<{ nome: string; def: string }>(
    await tx.execute(sql`
      select indexname as nome, indexdef as def from pg_indexes
      where tablename = ${tabela} and indexname not in (select conname from pg_constraint where conrelid = ${tabela}::regclass)`),
  );
  for (const i of indices) await tx.execute(sql.raw(`DROP INDEX "${i.nome}"`));
  for (const r of restricoes)
    await tx.execute(sql.raw(`ALTER TABLE "${tabela}" DROP CONSTRAINT "${r.nome}"`));
  await tx.execute(sql.raw(comando));
  for (const r of restricoes)
    await tx.execute(sql.raw(`ALTER TABLE "${tabela}" ADD CONSTRAINT "${r.nome}" ${r.def}`));
  for (const i of indices) await tx.execute(sql.raw(i.def));
}
