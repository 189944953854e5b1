import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { pessoa } from '../../db/schema/index.ts';

/** The people who hold any of these students (their families, and a student's own account). */
export async function familiasDe(tx: Executor, codalunos: readonly string[]): Promise<number[]> {
  if (codalunos.length === 0) return [];
  const linhas = await tx
    .select({ codpessoa: pessoa.codpessoa })
    .from(pessoa)
    .where(
      sql`${pessoa.alunos} ?| array[${sql.join(
        codalunos.map((c) => sql`${c}`),
        sql`, `,
      )}]::text[]`,
    );
  return linhas.map((l) => l.codpessoa);
}
