import { hojeEmBrasilia, operacoes } from '@portal/core';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { aluno, aula, disciplina, docencia, pessoa, presenca } from '../../db/schema/index.ts';
import { alcanceDe } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { defineOperacao } from '../operacao.ts';
import { lecionaAula } from './leciona-aula.ts';
import { descricoesDasTurmas } from './turmas.ts';

/**
 * coddao 243 — "Chamada" (issue 31): the teacher's lessons of a day (today in Brasília unless one is asked), only
 * of the classes and subjects they teach (`docencia`) in the context's companies, each with whether its roll was
 * taken (by whom, when) and its students with their marks (present by default: a roll not taken yet reads all
 * present).
 */
export const aulasDoDia = defineOperacao(operacoes.aulasDoDia, {
  acesso: 'token',
  // From memory until a roll call of the teacher's lessons announces 'frequencia' to them (salvar-chamada.ts).
  leitura: ['frequencia'],
  async run(ctx, [, dia]) {
    const sessao = sessaoDe(ctx);
    const alcance = alcanceDe(sessao);
    const data = dia || hojeEmBrasilia(ctx.now());
    const aulas = await ctx.db
      .select({
        codaula: aula.codaula,
        codturma: aula.codturma,
        coddisciplina: aula.coddisciplina,
        disciplina: disciplina.nome,
        codempresa: disciplina.codempresa,
        anoletivo: aula.anoletivo,
        data: aula.data,
        periodo: aula.periodo,
        chamadaEm: aula.chamadaEm,
        chamadaPor: pessoa.nompessoa,
      })
      .from(aula)
      .innerJoin(docencia, lecionaAula(sessao.pessoa.codpessoa))
      .innerJoin(disciplina, eq(disciplina.coddisciplina, aula.coddisciplina))
      .leftJoin(pessoa, eq(pessoa.codpessoa, aula.chamadaPor))
      .where(and(eq(aula.data, data), inArray(disciplina.codempresa, alcance.empresas)))
      .orderBy(asc(aula.periodo), asc(aula.codturma));
    if (aulas.length === 0) return { data, aulas: [] };
    const turmas = [...new Set(aulas.map((a) => a.codturma))];
    const [alunos, marcas, descricoes] = await Promise.all([
      ctx.db
        .select({
          codaluno: aluno.codaluno,
          nome: sql<string>`${aluno.dados}->>'nome'`,
          codturma: sql<string>`${aluno.dados}->>'codturma'`,
          anoletivo: sql<number>`(${aluno.dados}->>'anoletivo')::int`,
        })
        .from(aluno)
        .where(
          sql`${aluno.dados}->>'codturma' in (${sql.join(
            turmas.map((t) => sql`${t}`),
            sql`, `,
          )})`,
        ),
      ctx.db
        .select({ codaula: presenca.codaula, codaluno: presenca.codaluno, presente: presenca.presente })
        .from(presenca)
        .where(
          inArray(
            presenca.codaula,
            aulas.map((a) => a.codaula),
          ),
        ),
      descricoesDasTurmas(ctx.db, [...new Set(aulas.map((a) => a.codempresa))]),
    ]);
    const ausente = new Set(marcas.filter((m) => !m.presente).map((m) => `${m.codaula}|${m.codaluno}`));
    return {
      data,
      aulas: aulas.map((a) => ({
        codaula: a.codaula,
        codturma: a.codturma,
        turma: descricoes.get(`${a.anoletivo}|${a.codturma}`) ?? a.codturma,
        coddisciplina: a.coddisciplina,
        disciplina: a.disciplina,
        anoletivo: a.anoletivo,
        data: a.data,
        periodo: a.periodo,
        chamada: a.chamadaEm ? { por: a.chamadaPor ?? '', em: a.chamadaEm.toISOString() } : null,
        alunos: alunos
          .filter((al) => al.codturma === a.codturma && Number(al.anoletivo) === a.anoletivo)
          .sort((x, y) => x.nome.localeCompare(y.nome, 'pt-BR'))
          .map((al) => ({
            codaluno: al.codaluno,
            nome: al.nome,
            presente: !ausente.has(`${a.codaula}|${al.codaluno}`),
          })),
      })),
    };
  },
});
