import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../database.ts';

/** Multi-row inserts in chunks: one statement per chunk is 10–20× faster than row by row (STACK-NOTES). */
export async function inserirEmLotes<T extends PgTable>(
  db: Executor,
  tabela: T,
  linhas: T['$inferInsert'][],
  tamanho = 200,
): Promise<void> {
  for (let i = 0; i < linhas.length; i += tamanho) {
    await db.insert(tabela).values(linhas.slice(i, i + tamanho));
  }
}
