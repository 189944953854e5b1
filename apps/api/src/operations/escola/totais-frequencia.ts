import { ALERTA_FALTAS_PERMILAGEM } from '@portal/core';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { enviada } from '../../db/enviada.ts';
import { marcadores, sqlPreparada, valoresDaLista } from '../../db/preparada.ts';
import { rowsOf } from '../../db/rows.ts';

/**
 * The attendance of students in their current school year, per subject, as SQL common table expressions (issue
 * 31): `al` the students chosen by `alunos` (a condition on `aluno`), `tot` their lessons given and absences per
 * subject — the lessons whose roll was taken (`aula`, `presenca`: the source of truth since the school began
 * recording them) plus the bimester totals kept from before (`frequencia`, the pre-lesson history). A lesson a
 * student has no mark in counts as present (the roll of a class they had not joined yet).
 */
export function ctesTotais(alunos: SQL, coddisciplina?: number | Placeholder): SQL {
  const naDisciplina = (coluna: SQL) =>
    coddisciplina === undefined ? sql`` : sql`and ${coluna} = ${coddisciplina}`;
  return sql`al as (
      select a.codaluno, a.dados->>'nome' as nome, a.dados->>'codturma' as codturma,
        (a.dados->>'anoletivo')::int as anoletivo
      from aluno a where ${alunos}
    ),
    les as (
      select al.codaluno, x.coddisciplina, count(*)::int as aulas,
        count(*) filter (where p.presente = false)::int as faltas
      from al
      join aula x on x.codturma = al.codturma and x.anoletivo = al.anoletivo and x.chamada_em is not null
        ${naDisciplina(sql`x.coddisciplina`)}
      left join presenca p on p.codaula = x.codaula and p.codaluno = al.codaluno
      group by al.codaluno, x.coddisciplina
    ),
    hist as (
      select f.codaluno, f.coddisciplina, coalesce(sum(f.aulas_dadas), 0)::int as aulas, sum(f.faltas)::int as faltas
      from al join frequencia f on f.codaluno = al.codaluno and f.anoletivo = al.anoletivo
        ${naDisciplina(sql`f.coddisciplina`)}
      group by f.codaluno, f.coddisciplina
    ),
    tot as (
      select coalesce(les.codaluno, hist.codaluno) as codaluno,
        coalesce(les.coddisciplina, hist.coddisciplina) as coddisciplina,
        coalesce(les.aulas, 0) + coalesce(hist.aulas, 0) as aulas,
        coalesce(les.faltas, 0) + coalesce(hist.faltas, 0) as faltas
      from les full join hist on hist.codaluno = les.codaluno and hist.coddisciplina = les.coddisciplina
    )`;
}

/** SQL condition "past the alert line" (core's passouDoAlerta) on `tot`. */
export const passouDoAlertaSql = sql`tot.faltas * 1000 > tot.aulas * ${sql.raw(String(ALERTA_FALTAS_PERMILAGEM))}`;

export interface TotalAluno {
  codaluno: string;
  aulas: number;
  faltas: number;
}

/** These students' lessons given and absences in one subject of their current year. */
export function totaisNaDisciplina(
  tx: Executor,
  a: { coddisciplina: number },
  codalunos: readonly string[],
): Promise<TotalAluno[]> {
  // Sent when called (enviada), so a caller sending it behind a write knows it reads after that write.
  return enviada(
    sqlPreparada(tx, `totais_disciplina_${codalunos.length}`, () => {
      const alunos = sql`a.codaluno in (${sql.join(
        marcadores('a', codalunos.length).map((m) => sql`${m}`),
        sql`, `,
      )})`;
      return sql`with ${ctesTotais(alunos, sql.placeholder('coddisciplina'))} select codaluno, aulas, faltas from tot`;
    }).execute({ coddisciplina: a.coddisciplina, ...valoresDaLista('a', codalunos) }),
  ).then((r) =>
    rowsOf<TotalAluno>(r).map((t) => ({ ...t, aulas: Number(t.aulas), faltas: Number(t.faltas) })),
  );
}
