import * as z from 'zod';
import { codigoCopiaSchema, slotSchema } from './comum.ts';

export const alunoFichaSchema = z.object({
  codaluno: z.string(),
  nome: z.string(),
  faltas: z.number().int().min(0),
  notas: z.array(z.number()),
  media: z.number(),
});

export const turmaFichaSchema = z.object({
  codturma: z.string(),
  descricao: z.string(),
  disciplina: z.string(),
  alunos: z.array(alunoFichaSchema),
});

/** coddao 240 — the teacher record sheet, optionally filtered by school year and class. */
export const fichaProfessorParametros = z.tuple([
  codigoCopiaSchema,
  slotSchema.optional(),
  slotSchema.optional(),
]);
export const fichaProfessorResultado = z.object({
  professor: z.string(),
  turmas: z.array(turmaFichaSchema),
});
