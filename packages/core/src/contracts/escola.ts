import * as z from 'zod';
import { codigoCopiaSchema, inteiroSchema, slotSchema } from './comum.ts';

/**
 * One stored grade row as the sheet reads it (issue 31): tenths, and the `versao` a save of it must send back, so
 * a save over someone else's newer change is refused rather than overwriting it.
 */
export const linhaNotaFichaSchema = z.object({
  bimestre: z.number().int().min(1).max(4),
  nota: z.number().int(),
  recuperacao: z.number().int().nullable(),
  versao: z.number().int().min(1),
});
export type LinhaNotaFicha = z.infer<typeof linhaNotaFichaSchema>;

export const alunoFichaSchema = z.object({
  codaluno: z.string(),
  nome: z.string(),
  faltas: z.number().int().min(0),
  notas: z.array(z.number()),
  media: z.number(),
  /** The rows behind `notas`, by bimester (issue 31; absent from answers of older servers). */
  linhas: z.array(linhaNotaFichaSchema).optional(),
});

export const turmaFichaSchema = z.object({
  codturma: z.string(),
  descricao: z.string(),
  disciplina: z.string(),
  /** What coddao 241 takes to grade this class (issue 31; absent from answers of older servers). */
  coddisciplina: z.number().int().optional(),
  anoletivo: z.number().int().optional(),
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

/** The students one grade save may carry: a class is at most a few dozen; this bounds the work of one request. */
export const NOTAS_POR_ENVIO_MAX = 200;

const codalunoSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,20}$/);
/** A grade as typed ("8,5"); its rule is core's lerNotaDigitada, applied by the operation with field names. */
const notaTextoSchema = z.string().max(20);

/** coddao 241 — [copy, anoletivo, codturma, coddisciplina, bimestre]: the class, subject and bimester graded. */
export const salvarNotasParametros = z.tuple([
  codigoCopiaSchema,
  inteiroSchema.pipe(z.number().min(2000).max(2100)),
  z.string().trim().min(1).max(20),
  inteiroSchema.pipe(z.number().positive()),
  inteiroSchema.pipe(z.number().min(1).max(4)),
]);

/**
 * One student's grade as the teacher left it: `nota` blank removes the grade; `versao` is the row's version the
 * teacher read (coddao 240's `linhas`), absent for a grade not given yet.
 */
export const notaEnviadaSchema = z.object({
  codaluno: codalunoSchema,
  nota: notaTextoSchema,
  recuperacao: notaTextoSchema.optional(),
  versao: z.number().int().min(1).optional(),
});
export type NotaEnviada = z.infer<typeof notaEnviadaSchema>;

export const salvarNotasConteudo = z.object({
  notas: z.array(notaEnviadaSchema).min(1).max(NOTAS_POR_ENVIO_MAX),
});
export type SalvarNotasConteudo = z.infer<typeof salvarNotasConteudo>;

/** What the save left: each sent student's row now (null where the grade was removed or left blank). */
export const salvarNotasResultado = z.object({
  salvas: z.number().int().min(0),
  notas: z.array(
    z.object({
      codaluno: z.string(),
      nota: z.number().int().nullable(),
      recuperacao: z.number().int().nullable(),
      versao: z.number().int().nullable(),
    }),
  ),
});
export type SalvarNotasResultado = z.infer<typeof salvarNotasResultado>;

/** coddao 242 — the boletim: [copy, codaluno?]; without a student, the context's child (or each of the person's). */
export const boletimParametros = z.tuple([codigoCopiaSchema, codalunoSchema.optional()]);

const decimosSchema = z.number().int().min(0).max(100);

/** One bimester's cell: the grade, the recovery grade and the grade that counts (tenths), absences if known. */
export const celulaBoletimSchema = z.object({
  bimestre: z.number().int().min(1).max(4),
  nota: decimosSchema.nullable(),
  recuperacao: decimosSchema.nullable(),
  conta: decimosSchema.nullable(),
  faltas: z.number().int().min(0).nullable(),
});

export const disciplinaBoletimSchema = z.object({
  coddisciplina: z.number().int(),
  nome: z.string(),
  bimestres: z.array(celulaBoletimSchema).length(4),
  mediaParcial: decimosSchema.nullable(),
  mediaFinal: decimosSchema.nullable(),
  faltas: z.number().int().min(0),
  situacao: z.object({
    status: z.enum(['Cursando', 'Aprovado', 'Em recuperação', 'Reprovado']),
    statusCor: z.enum(['success', 'warning', 'danger', 'medium']),
  }),
});
export type DisciplinaBoletim = z.infer<typeof disciplinaBoletimSchema>;

/** One child's boletim for one school year, under their school's formula. */
export const boletimAlunoSchema = z.object({
  codaluno: z.string(),
  nome: z.string(),
  serie: z.string(),
  escola: z.string(),
  anoletivo: z.number().int(),
  mediaMinima: decimosSchema,
  formula: z.string(),
  disciplinas: z.array(disciplinaBoletimSchema),
});
export type BoletimAluno = z.infer<typeof boletimAlunoSchema>;

export const boletimResultado = z.object({ alunos: z.array(boletimAlunoSchema) });
export type BoletimResultado = z.infer<typeof boletimResultado>;
