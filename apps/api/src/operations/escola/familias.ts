import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { enviada } from '../../db/enviada.ts';
import { marcadores, preparada, valoresDaLista } from '../../db/preparada.ts';
import { pessoa } from '../../db/schema/index.ts';

/**
 * A person holds any of these students (their family, or the student's own account): `?|`, which the GIN index
 * pessoa_alunos serves — unlike unnesting the array, which reads every person.
 */
export const temAlgumAluno = (codalunos: readonly (string | Placeholder)[]): SQL =>
  sql`${pessoa.alunos} ?| array[${sql.join(
    codalunos.map((c) => sql`${c}`),
    sql`, `,
  )}]::text[]`;

/** The people who hold any of these students (their families, and a student's own account). */
export function familiasDe(tx: Executor, codalunos: readonly string[]): Promise<number[]> {
  if (codalunos.length === 0) return Promise.resolve([]);
  // Sent when called (enviada): a caller may send it beside other statements of its transaction.
  const nome = `familias_${codalunos.length}`;
  return enviada(
    preparada(tx, nome, () =>
      tx
        .select({ codpessoa: pessoa.codpessoa })
        .from(pessoa)
        .where(temAlgumAluno(marcadores('a', codalunos.length)))
        .prepare(nome),
    ).execute(valoresDaLista('a', codalunos)),
  ).then((linhas) => linhas.map((l) => l.codpessoa));
}
