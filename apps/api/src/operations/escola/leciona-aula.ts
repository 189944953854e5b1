import { and, eq, type Placeholder, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { enviada } from '../../db/enviada.ts';
import { preparada } from '../../db/preparada.ts';
import { aula, docencia } from '../../db/schema/index.ts';

/** A `docencia` of the lesson's subject, year and class: one of its teachers. */
export const docenciaDaAula = and(
  eq(docencia.coddisciplina, aula.coddisciplina),
  eq(docencia.anoletivo, aula.anoletivo),
  eq(docencia.codturma, aula.codturma),
);

/** The join that makes `codpessoa` a teacher of the lesson: a `docencia` of its subject, year and class. */
export const lecionaAula = (codpessoa: number | Placeholder) =>
  and(eq(docencia.codpessoa, codpessoa), docenciaDaAula);

/** The teachers of a class's subject in a school year (its `docencia` rows), sent at once (enviada). */
export function professoresDa(
  tx: Executor,
  turma: { coddisciplina: number; anoletivo: number; codturma: string },
): Promise<number[]> {
  return enviada(
    preparada(tx, 'professores_da', () =>
      tx
        .select({ codpessoa: docencia.codpessoa })
        .from(docencia)
        .where(
          and(
            eq(docencia.coddisciplina, sql.placeholder('coddisciplina')),
            eq(docencia.anoletivo, sql.placeholder('anoletivo')),
            eq(docencia.codturma, sql.placeholder('codturma')),
          ),
        )
        .prepare('professores_da'),
    ).execute({ coddisciplina: turma.coddisciplina, anoletivo: turma.anoletivo, codturma: turma.codturma }),
  ).then((linhas) => linhas.map((l) => l.codpessoa));
}
