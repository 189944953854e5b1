import { type LinhaNotaFicha, mediaDasNotas, notaDoBimestre, operacoes } from '@portal/core';
import { and, asc, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  aluno,
  aula,
  disciplina,
  docencia,
  empresa,
  fichaProfessor,
  frequencia,
  nota,
  presenca,
} from '../../db/schema/index.ts';
import { alcanceDe } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { defineOperacao } from '../operacao.ts';

/**
 * coddao 240 — the teacher record sheet of the company in context: the classes and subjects the teacher teaches
 * (`docencia`), each student's grades, average and absences from the `nota`, `frequencia` and `presenca` rows the family's
 * boletim reads too (issue 28), narrowed by the context's school year and class and by the optional filters.
 * A class lists the students with a grade in it; `notas` are the graded bimesters in order (recovery counted by
 * core's notaDoBimestre), `media` core's mediaDasNotas; `linhas` the rows themselves with the `versao` a grade
 * save (coddao 241) sends back, and each class its `coddisciplina` and `anoletivo`, what that save takes.
 */
export const lerFichaProfessor = defineOperacao(operacoes.fichaProfessor, {
  acesso: 'token',
  // Grades ('modulos', announced to the class's teachers) and roll calls ('frequencia', to the teacher who took it).
  leitura: ['modulos', 'frequencia'],
  async run(ctx, [, anoLetivo = '', codturma = '']) {
    const sessao = sessaoDe(ctx);
    const { pessoa } = sessao;
    const alcance = alcanceDe(sessao);
    const [aulas, professores] = await Promise.all([
      ctx.db
        .select({
          codempresa: disciplina.codempresa,
          coddisciplina: docencia.coddisciplina,
          disciplina: disciplina.nome,
          anoletivo: docencia.anoletivo,
          codturma: docencia.codturma,
        })
        .from(docencia)
        .innerJoin(disciplina, eq(disciplina.coddisciplina, docencia.coddisciplina))
        .where(
          and(eq(docencia.codpessoa, pessoa.codpessoa), inArray(disciplina.codempresa, alcance.empresas)),
        )
        .orderBy(desc(docencia.anoletivo), asc(docencia.codturma), asc(disciplina.ordem)),
      ctx.db
        .select({ professor: fichaProfessor.professor })
        .from(fichaProfessor)
        .where(
          and(
            eq(fichaProfessor.codpessoa, pessoa.codpessoa),
            inArray(fichaProfessor.codempresa, alcance.empresas),
          ),
        ),
    ]);
    const admitidas = aulas.filter(
      (t) =>
        (alcance.anoletivo === null || t.anoletivo === alcance.anoletivo) &&
        (alcance.codturma === null || t.codturma === alcance.codturma) &&
        (!anoLetivo || String(t.anoletivo) === anoLetivo) &&
        (!codturma || t.codturma === codturma),
    );
    const professor = professores[0]?.professor ?? pessoa.nompessoa;
    if (admitidas.length === 0) return { professor, turmas: [] };

    const daTurma = (t: { coddisciplina: PgColumn; anoletivo: PgColumn; codturma: PgColumn }) =>
      or(
        ...admitidas.map((a) =>
          and(eq(t.coddisciplina, a.coddisciplina), eq(t.anoletivo, a.anoletivo), eq(t.codturma, a.codturma)),
        ),
      );
    const [notas, faltas, empresas] = await Promise.all([
      ctx.db
        .select({
          codaluno: nota.codaluno,
          nome: sql<string>`${aluno.dados}->>'nome'`,
          coddisciplina: nota.coddisciplina,
          anoletivo: nota.anoletivo,
          codturma: nota.codturma,
          bimestre: nota.bimestre,
          nota: nota.nota,
          recuperacao: nota.recuperacao,
          versao: nota.versao,
        })
        .from(nota)
        .innerJoin(aluno, eq(aluno.codaluno, nota.codaluno))
        .where(daTurma(nota))
        .orderBy(asc(nota.bimestre)),
      // A student's absences as the boletim and the frequência page count them: the kept totals plus the roll
      // calls' marks, one row of each per student (added up below), in one statement.
      ctx.db
        .select({
          codaluno: frequencia.codaluno,
          coddisciplina: frequencia.coddisciplina,
          anoletivo: frequencia.anoletivo,
          codturma: frequencia.codturma,
          faltas: sql<number>`sum(${frequencia.faltas})::int`,
        })
        .from(frequencia)
        .where(daTurma(frequencia))
        .groupBy(frequencia.codaluno, frequencia.coddisciplina, frequencia.anoletivo, frequencia.codturma)
        .unionAll(
          ctx.db
            .select({
              codaluno: presenca.codaluno,
              coddisciplina: aula.coddisciplina,
              anoletivo: aula.anoletivo,
              codturma: aula.codturma,
              faltas: sql<number>`count(*)::int`,
            })
            .from(presenca)
            .innerJoin(aula, eq(aula.codaula, presenca.codaula))
            .where(and(daTurma(aula), eq(presenca.presente, false), isNotNull(aula.chamadaEm)))
            .groupBy(presenca.codaluno, aula.coddisciplina, aula.anoletivo, aula.codturma),
        ),
      ctx.db
        .select({ dados: empresa.dados })
        .from(empresa)
        .where(inArray(empresa.codempresa, [...new Set(admitidas.map((a) => a.codempresa))])),
    ]);
    const descricoes = new Map(
      empresas.flatMap(({ dados }) =>
        dados.lstanoletivo.flatMap((a) => a.turmas.map((t) => [`${a.anoletivo}|${t.codturma}`, t.descricao])),
      ),
    );
    const chave = (l: { coddisciplina: number; anoletivo: number; codturma: string }) =>
      `${l.coddisciplina}|${l.anoletivo}|${l.codturma}`;
    const faltasPor = new Map<string, number>();
    for (const f of faltas) {
      const k = `${chave(f)}|${f.codaluno}`;
      faltasPor.set(k, (faltasPor.get(k) ?? 0) + Number(f.faltas));
    }
    const turmas = admitidas.map((t) => {
      const porAluno = new Map<string, { nome: string; decimos: number[]; linhas: LinhaNotaFicha[] }>();
      for (const n of notas.filter((x) => chave(x) === chave(t))) {
        const a = porAluno.get(n.codaluno) ?? { nome: n.nome, decimos: [], linhas: [] };
        const conta = notaDoBimestre(n);
        if (conta !== null) a.decimos.push(conta);
        a.linhas.push({ bimestre: n.bimestre, nota: n.nota, recuperacao: n.recuperacao, versao: n.versao });
        porAluno.set(n.codaluno, a);
      }
      const alunos = [...porAluno.entries()]
        .map(([codaluno, a]) => ({
          codaluno,
          nome: a.nome,
          faltas: faltasPor.get(`${chave(t)}|${codaluno}`) ?? 0,
          notas: a.decimos.map((d) => d / 10),
          media: (mediaDasNotas(a.decimos) ?? 0) / 10,
          linhas: a.linhas,
        }))
        .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
      return {
        codturma: t.codturma,
        descricao: descricoes.get(`${t.anoletivo}|${t.codturma}`) ?? t.codturma,
        disciplina: t.disciplina,
        coddisciplina: t.coddisciplina,
        anoletivo: t.anoletivo,
        alunos,
      };
    });
    return { professor, turmas };
  },
});
