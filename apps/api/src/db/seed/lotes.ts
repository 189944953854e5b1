import { AsyncLocalStorage } from 'node:async_hooks';
import type { PgTable } from 'drizzle-orm/pg-core';
import { deslocarValor } from '../../seed-data/util/deslocar.ts';
import type { Executor } from '../database.ts';

/** How many whole months the seed in progress moves the demo's dates (seed.ts sets it for its transaction). */
export const mesesDoSeed = new AsyncLocalStorage<number>();

/**
 * Multi-row inserts in chunks: one statement per chunk is 10–20× faster than row by row (STACK-NOTES). Every
 * row is moved to the month the database is created in (seed-data/util/deslocar.ts).
 */
export async function inserirEmLotes<T extends PgTable>(
  db: Executor,
  tabela: T,
  linhas: T['$inferInsert'][],
  tamanho = 200,
): Promise<void> {
  const meses = mesesDoSeed.getStore() ?? 0;
  for (let i = 0; i < linhas.length; i += tamanho) {
    await db.insert(tabela).values(deslocarValor(linhas.slice(i, i + tamanho), meses));
  }
}
