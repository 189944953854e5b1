import {
  type BoletimAluno,
  calcularLinhaBoletim,
  type DisciplinaBoletim,
  descreverFormula,
  FORMULA_PADRAO,
  type FormulaBoletim,
} from '@portal/core';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { aluno, disciplina, empresa, formulaBoletim, frequencia, nota } from '../../db/schema/index.ts';
import type { Alcance } from '../alcance.ts';

/**
 * The boletim (issue 31) of the students the context admits — its chosen child, or each of the person's children —
 * in the context's school year or, with none chosen, each student's current one: read in ONE statement (the grade
 * rows joined to the student, the subject, the school and its formula, each row's absences by the `frequencia`
 * primary key), then each subject's line computed by core's calcularLinhaBoletim under the school's formula. A year
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
      formula: formulaBoletim,
    })
    .from(nota)
    .innerJoin(aluno, eq(aluno.codaluno, nota.codaluno))
    .innerJoin(disciplina, eq(disciplina.coddisciplina, nota.coddisciplina))
    .innerJoin(empresa, eq(empresa.codempresa, disciplina.codempresa))
    .leftJoin(formulaBoletim, eq(formulaBoletim.codempresa, disciplina.codempresa))
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
  const porDisciplina = new Map<string, { d: DisciplinaBoletim; de: Acumulado }>();
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
      linha = { d, de: acc };
      porDisciplina.set(chave, linha);
      acc.b.disciplinas.push(d);
    }
    const celula = linha.d.bimestres[l.bimestre - 1];
    if (celula) Object.assign(celula, { nota: l.nota, recuperacao: l.recuperacao, faltas: l.faltas });
  }
  for (const { d, de } of porDisciplina.values()) {
    const calc = calcularLinhaBoletim(de.formula, d.bimestres, de.encerrado);
    d.bimestres.forEach((c, i) => {
      c.conta = calc.contam[i] ?? null;
    });
    d.mediaParcial = calc.mediaParcial;
    d.mediaFinal = calc.mediaFinal;
    d.situacao = calc.situacao;
    d.faltas = d.bimestres.reduce((s, c) => s + (c.faltas ?? 0), 0);
  }
  return [...porAluno.values()].map((a) => a.b);
}
