import {
  type BoletimAluno,
  calcularLinhaBoletim,
  type DisciplinaBoletim,
  descreverFormula,
  FORMULA_PADRAO,
  type FormulaBoletim,
} from '@portal/core';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import {
  aluno,
  aula,
  disciplina,
  empresa,
  formulaBoletim,
  frequencia,
  nota,
  presenca,
} from '../../db/schema/index.ts';
import type { Alcance } from '../alcance.ts';

/**
 * The bimester of a lesson's day, as core's bimestreDoDia counts it: February–April (and January) 1º,
 * May–July 2º, August–September 3º, October–December 4º.
 */
const bimestreDaAula = sql`(case when extract(month from ${aula.data}) <= 4 then 1
  when extract(month from ${aula.data}) <= 7 then 2 when extract(month from ${aula.data}) <= 9 then 3 else 4 end)`;

/**
 * The boletim (issue 31) of the students the context admits — its chosen child, or each of the person's children —
 * in the context's school year or, with none chosen, each student's current one: read in ONE statement (the grade
 * rows joined to the student, the subject, the school and its formula, each row's absences — the kept `frequencia`
 * totals plus the roll calls' `presenca` marks, as the frequência page counts them), then each subject's line computed by core's calcularLinhaBoletim under the school's formula. A year
 * before the student's current one is closed. `codaluno` narrows to one of the admitted students.
 */
export async function lerBoletins(
  db: Executor,
  alcance: Alcance,
  codaluno?: string,
): Promise<BoletimAluno[]> {
  const alunos = codaluno === undefined ? alcance.alunos : alcance.alunos.filter((c) => c === codaluno);
  if (alunos.length === 0 || alcance.empresas.length === 0) return [];
  const anoAtual = sql<number>`(${aluno.dados}->>'anoletivo')::int`;
  // The roll calls' absences of these students, per subject, year and class: in all and per bimester, counted once
  // (a derived table of the same statement, read by the students' index), not once per grade row.
  const porBimestre = (b: number) => sql<number>`(count(*) filter (where ${bimestreDaAula} = ${b}))::int`;
  const chamada = db
    .select({
      codaluno: presenca.codaluno,
      coddisciplina: aula.coddisciplina,
      anoletivo: aula.anoletivo,
      codturma: aula.codturma,
      total: sql<number>`count(*)::int`.as('total'),
      b1: porBimestre(1).as('b1'),
      b2: porBimestre(2).as('b2'),
      b3: porBimestre(3).as('b3'),
      b4: porBimestre(4).as('b4'),
    })
    .from(presenca)
    .innerJoin(aula, eq(aula.codaula, presenca.codaula))
    .where(and(inArray(presenca.codaluno, alunos), eq(presenca.presente, false), isNotNull(aula.chamadaEm)))
    .groupBy(presenca.codaluno, aula.coddisciplina, aula.anoletivo, aula.codturma)
    .as('chamada');
  const linhas = await db
    .select({
      codaluno: nota.codaluno,
      aluno: aluno.dados,
      anoAtual,
      escola: sql<string>`${empresa.dados}->>'nomempresa'`,
      coddisciplina: disciplina.coddisciplina,
      disciplina: disciplina.nome,
      anoletivo: nota.anoletivo,
      bimestre: nota.bimestre,
      nota: nota.nota,
      recuperacao: nota.recuperacao,
      faltas: sql<number | null>`(select ${frequencia.faltas} from ${frequencia}
        where ${frequencia.codaluno} = ${nota.codaluno} and ${frequencia.coddisciplina} = ${nota.coddisciplina}
          and ${frequencia.anoletivo} = ${nota.anoletivo} and ${frequencia.bimestre} = ${nota.bimestre})`,
      faltasDaChamada: sql<number>`coalesce(case ${nota.bimestre} when 1 then ${chamada.b1}
        when 2 then ${chamada.b2} when 3 then ${chamada.b3} else ${chamada.b4} end, 0)`,
      // The subject's absences in the year, counted as the frequência page counts them (totais-frequencia.ts):
      // the kept totals plus every roll call's, also of a bimester that has no grade yet.
      faltasDaDisciplina: sql<number>`((select coalesce(sum(f.faltas), 0) from ${frequencia} f
          where f.codaluno = ${nota.codaluno} and f.coddisciplina = ${nota.coddisciplina}
            and f.anoletivo = ${nota.anoletivo}) + coalesce(${chamada.total}, 0))::int`,
      formula: formulaBoletim,
    })
    .from(nota)
    .innerJoin(aluno, eq(aluno.codaluno, nota.codaluno))
    .innerJoin(disciplina, eq(disciplina.coddisciplina, nota.coddisciplina))
    .innerJoin(empresa, eq(empresa.codempresa, disciplina.codempresa))
    .leftJoin(formulaBoletim, eq(formulaBoletim.codempresa, disciplina.codempresa))
    .leftJoin(
      chamada,
      and(
        eq(chamada.codaluno, nota.codaluno),
        eq(chamada.coddisciplina, nota.coddisciplina),
        eq(chamada.anoletivo, nota.anoletivo),
        eq(chamada.codturma, nota.codturma),
      ),
    )
    .where(
      and(
        inArray(nota.codaluno, alunos),
        inArray(disciplina.codempresa, alcance.empresas),
        alcance.anoletivo === null ? eq(nota.anoletivo, anoAtual) : eq(nota.anoletivo, alcance.anoletivo),
        alcance.codturma === null ? undefined : eq(nota.codturma, alcance.codturma),
      ),
    )
    .orderBy(
      sql`${aluno.dados}->>'nome'`,
      asc(nota.codaluno),
      asc(disciplina.ordem),
      asc(disciplina.nome),
      desc(nota.anoletivo),
      asc(nota.bimestre),
    );

  type Acumulado = { b: BoletimAluno; formula: FormulaBoletim; encerrado: boolean };
  const porAluno = new Map<string, Acumulado>();
  const porDisciplina = new Map<string, { d: DisciplinaBoletim; de: Acumulado; faltas: number }>();
  for (const l of linhas) {
    let acc = porAluno.get(l.codaluno);
    if (!acc) {
      const f = l.formula;
      const formula: FormulaBoletim = f
        ? {
            pesos: [f.peso1, f.peso2, f.peso3, f.peso4],
            mediaMinima: f.mediaMinima,
            recuperacao: f.recuperacao,
          }
        : FORMULA_PADRAO;
      acc = {
        formula,
        encerrado: l.anoletivo < Number(l.anoAtual),
        b: {
          codaluno: l.codaluno,
          nome: l.aluno.nome,
          serie: l.aluno.serie,
          escola: l.escola,
          anoletivo: l.anoletivo,
          mediaMinima: formula.mediaMinima,
          formula: descreverFormula(formula),
          disciplinas: [],
        },
      };
      porAluno.set(l.codaluno, acc);
    }
    const chave = `${l.codaluno}|${l.coddisciplina}`;
    let linha = porDisciplina.get(chave);
    if (!linha) {
      const d: DisciplinaBoletim = {
        coddisciplina: l.coddisciplina,
        nome: l.disciplina,
        bimestres: [1, 2, 3, 4].map((bimestre) => ({
          bimestre,
          nota: null,
          recuperacao: null,
          conta: null,
          faltas: null,
        })),
        mediaParcial: null,
        mediaFinal: null,
        faltas: 0,
        situacao: { status: 'Cursando', statusCor: 'medium' },
      };
      linha = { d, de: acc, faltas: Number(l.faltasDaDisciplina) };
      porDisciplina.set(chave, linha);
      acc.b.disciplinas.push(d);
    }
    const celula = linha.d.bimestres[l.bimestre - 1];
    // The bimester's absences: its kept total (`frequencia`, from before the roll calls) plus its lessons' marks
    // (`presenca`), the same two sources the frequência page adds up (totais-frequencia.ts).
    const daChamada = Number(l.faltasDaChamada);
    const faltas = l.faltas === null && daChamada === 0 ? null : (l.faltas ?? 0) + daChamada;
    if (celula) Object.assign(celula, { nota: l.nota, recuperacao: l.recuperacao, faltas });
  }
  for (const { d, de, faltas } of porDisciplina.values()) {
    const calc = calcularLinhaBoletim(de.formula, d.bimestres, de.encerrado);
    d.bimestres.forEach((c, i) => {
      c.conta = calc.contam[i] ?? null;
    });
    d.mediaParcial = calc.mediaParcial;
    d.mediaFinal = calc.mediaFinal;
    d.situacao = calc.situacao;
    d.faltas = faltas;
  }
  return [...porAluno.values()].map((a) => a.b);
}
