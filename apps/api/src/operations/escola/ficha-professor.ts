import { operacoes } from '@portal/core';
import { and, eq, inArray } from 'drizzle-orm';
import { fichaProfessor as fichaTable } from '../../db/schema/index.ts';
import { alcanceDe } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { defineOperacao } from '../operacao.ts';

/**
 * coddao 240 — the teacher record sheet of the company in context: classes, students, grades and absences,
 * narrowed by the context's school year and class and by the optional filters.
 */
export const lerFichaProfessor = defineOperacao(operacoes.fichaProfessor, {
  acesso: 'token',
  async run(ctx, [, anoLetivo = '', codturma = '']) {
    const sessao = sessaoDe(ctx);
    const { pessoa } = sessao;
    const alcance = alcanceDe(sessao);
    const fichas = await ctx.db
      .select()
      .from(fichaTable)
      .where(
        and(eq(fichaTable.codpessoa, pessoa.codpessoa), inArray(fichaTable.codempresa, alcance.empresas)),
      );
    const admite = (t: { anoletivo: number; codturma: string }) =>
      (alcance.anoletivo === null || t.anoletivo === alcance.anoletivo) &&
      (alcance.codturma === null || t.codturma === alcance.codturma) &&
      (!anoLetivo || String(t.anoletivo) === anoLetivo) &&
      (!codturma || t.codturma === codturma);
    const turmas = fichas
      .flatMap((f) => f.turmas)
      .filter(admite)
      .map(({ codturma: cod, descricao, disciplina, alunos }) => ({
        codturma: cod,
        descricao,
        disciplina,
        alunos,
      }));
    return { professor: fichas[0]?.professor ?? pessoa.nompessoa, turmas };
  },
});
