import { operacoes } from '@portal/core';
import { eq } from 'drizzle-orm';
import { fichaProfessor as fichaTable } from '../../db/schema.ts';
import { sessaoDe } from '../contexto.ts';
import { defineOperacao } from '../operacao.ts';

/** Credential of teachers (SPEC §6 leaves codes' meanings open; DESIGN.md gives the teacher code 4). */
const PROFESSOR = ['4'];

/** coddao 240 — the teacher record sheet: classes, students, grades and absences, optionally filtered. */
export const lerFichaProfessor = defineOperacao({
  coddao: 240,
  acesso: 'token',
  credenciais: PROFESSOR,
  parametros: operacoes.fichaProfessor.parametros,
  async run(ctx, [, anoLetivo = '', codturma = '']) {
    const { pessoa } = sessaoDe(ctx);
    const fichas = await ctx.db.select().from(fichaTable).where(eq(fichaTable.codpessoa, pessoa.codpessoa));
    const turmas = fichas
      .flatMap((f) => f.turmas)
      .filter(
        (t) => (!anoLetivo || String(t.anoletivo) === anoLetivo) && (!codturma || t.codturma === codturma),
      )
      .map(({ codturma: cod, descricao, disciplina, alunos }) => ({
        codturma: cod,
        descricao,
        disciplina,
        alunos,
      }));
    return { professor: fichas[0]?.professor ?? pessoa.nompessoa, turmas };
  },
});
