import { bimestreDoDia, hojeEmBrasilia, operacoes } from '@portal/core';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { aluno, aula, docencia, nota, pessoa, recado, recadoResposta } from '../../db/schema/index.ts';
import { alcanceDe } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { defineOperacao } from '../operacao.ts';
import { lecionaAula } from './leciona-aula.ts';
import { turmasDoProfessor } from './turmas-do-professor.ts';

/**
 * coddao 208 — "Início do professor" (issue 31): the teacher's day at the schools of the context, in the context's
 * school year (else today's): today's lessons (the `aula` rows of what they teach) with the roll calls still to
 * take, the classes and subjects whose students
 * still lack a grade in the current bimester (core's bimestreDoDia), and the families' messages under the
 * teacher's recados still waiting for an answer; and every class of the year with its students, for "Escrever
 * recado".
 */
export const inicioProfessor = defineOperacao(operacoes.inicioProfessor, {
  acesso: 'token',
  // His roll calls announce 'frequencia' to him, grades 'modulos' to the class's teachers, a family's reply
  // 'recados' to him; the day itself turns within the cache's 30 s.
  leitura: ['frequencia', 'modulos', 'recados'],
  async run(ctx) {
    const sessao = sessaoDe(ctx);
    const { codpessoa } = sessao.pessoa;
    const alcance = alcanceDe(sessao);
    const dia = hojeEmBrasilia(ctx.now());
    const bimestre = Math.max(1, bimestreDoDia(dia));
    const anoletivo = alcance.anoletivo ?? Number(dia.slice(0, 4));
    const turmas = await turmasDoProfessor(ctx.db, codpessoa, alcance.empresas, { anoletivo });

    // Per class and subject, in one statement: its students, and those without a grade of this bimester.
    const chave = (t: { anoletivo: number; codturma: string; coddisciplina: number }) =>
      `${t.anoletivo}|${t.codturma}|${t.coddisciplina}`;
    const contagens =
      turmas.length === 0
        ? []
        : rowsOf<{ chave: string; alunos: number; semNota: number }>(
            await ctx.db.execute(sql`
              select t.chave, count(*)::int as alunos,
                (count(*) filter (where not exists (select 1 from ${nota} n where n.codaluno = a.codaluno
                  and n.coddisciplina = t.coddisciplina and n.anoletivo = t.anoletivo
                  and n.bimestre = ${bimestre})))::int as "semNota"
              from (values ${sql.join(
                turmas.map(
                  (t) => sql`(${chave(t)}, ${t.codturma}, ${t.anoletivo}::int, ${t.coddisciplina}::int)`,
                ),
                sql`, `,
              )}) as t(chave, codturma, anoletivo, coddisciplina)
              join ${aluno} a on a.dados->>'codturma' = t.codturma and (a.dados->>'anoletivo')::int = t.anoletivo
              group by t.chave`),
          );
    const porTurma = new Map(contagens.map((c) => [c.chave, c]));
    const pendentes = turmas.flatMap((t) => {
      const c = porTurma.get(chave(t));
      const semNota = Number(c?.semNota ?? 0);
      return semNota > 0 ? [{ ...t, bimestre, semNota, alunos: Number(c?.alunos ?? 0) }] : [];
    });

    // The last message of each thread under the teacher's recados; those a family wrote wait for an answer.
    const ultimas =
      alcance.empresas.length === 0
        ? []
        : await ctx.db
            .selectDistinctOn([recadoResposta.codrecado, recadoResposta.codfamilia], {
              codrecado: recadoResposta.codrecado,
              titulo: recado.titulo,
              codfamilia: recadoResposta.codfamilia,
              familia: pessoa.nome,
              codpessoa: recadoResposta.codpessoa,
              texto: recadoResposta.texto,
              em: recadoResposta.em,
            })
            .from(recadoResposta)
            .innerJoin(recado, eq(recado.codrecado, recadoResposta.codrecado))
            .innerJoin(pessoa, eq(pessoa.codpessoa, recadoResposta.codfamilia))
            .where(and(eq(recado.codautor, codpessoa), inArray(recado.escCodempresa, alcance.empresas)))
            .orderBy(
              asc(recadoResposta.codrecado),
              asc(recadoResposta.codfamilia),
              desc(recadoResposta.em),
              desc(recadoResposta.codresposta),
            );
    const respostas = ultimas
      .filter((u) => u.codpessoa === u.codfamilia)
      .sort((a, b) => a.em.getTime() - b.em.getTime())
      .map(({ codpessoa: _quem, em, ...u }) => ({ ...u, em: em.toISOString() }));

    // The classes' students, in one statement, for "Escrever recado"'s choice of students.
    const alunos =
      turmas.length === 0
        ? []
        : await ctx.db
            .select({
              codaluno: aluno.codaluno,
              nome: sql<string>`${aluno.dados}->>'nome'`,
              chave: sql<string>`(${aluno.dados}->>'anoletivo') || '|' || (${aluno.dados}->>'codturma')`,
            })
            .from(aluno)
            .where(
              inArray(sql`(${aluno.dados}->>'anoletivo') || '|' || (${aluno.dados}->>'codturma')`, [
                ...new Set(turmas.map((t) => `${t.anoletivo}|${t.codturma}`)),
              ]),
            )
            .orderBy(sql`${aluno.dados}->>'nome'`);
    const comAlunos = turmas.map((t) => ({
      ...t,
      alunos: alunos
        .filter((a) => a.chave === `${t.anoletivo}|${t.codturma}`)
        .map(({ codaluno, nome }) => ({ codaluno, nome })),
    }));

    // Today's lessons of what the teacher teaches, in the context's schools (the classes above), by period.
    const daTurma = new Map(turmas.map((t) => [chave(t), t]));
    const deHoje = await ctx.db
      .select({
        codaula: aula.codaula,
        anoletivo: aula.anoletivo,
        codturma: aula.codturma,
        coddisciplina: aula.coddisciplina,
        periodo: aula.periodo,
        chamadaFeita: sql<boolean>`${aula.chamadaEm} is not null`,
      })
      .from(aula)
      .innerJoin(docencia, lecionaAula(codpessoa))
      .where(eq(aula.data, dia))
      .orderBy(asc(aula.periodo), asc(aula.codturma));
    const aulas = deHoje.flatMap((a) => {
      const t = daTurma.get(chave(a));
      return t
        ? [{ ...t, codaula: a.codaula, periodo: a.periodo, chamadaFeita: Boolean(a.chamadaFeita) }]
        : [];
    });

    return {
      dia,
      bimestre,
      turmas: comAlunos,
      aulas,
      notasPendentes: pendentes,
      respostas,
    };
  },
});
