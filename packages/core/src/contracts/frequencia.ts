import * as z from 'zod';
import { anexoSchema } from './cadastro.ts';
import { codigoCopiaSchema, inteiroSchema } from './comum.ts';

/** Issue 31's attendance operations: the teacher's roll call, the family's frequência, the school office's list. */

const codalunoSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,20}$/);
const diaSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const situacaoJustificativaSchema = z.enum(['pendente', 'aceita', 'recusada']);

/** The students one roll call may carry: a class is at most a few dozen; this bounds one request's work. */
export const ALUNOS_POR_CHAMADA_MAX = 200;
/** The absences one justification may cover (a week away at most a few dozen lessons). */
export const FALTAS_POR_JUSTIFICATIVA_MAX = 60;

/** coddao 243 — the teacher's lessons of a day ('' or absent: today in Brasília). */
export const aulasDoDiaParametros = z.tuple([
  codigoCopiaSchema,
  z.union([diaSchema, z.literal('')]).optional(),
]);

export const aulaDoDiaSchema = z.object({
  codaula: z.number().int(),
  codturma: z.string(),
  turma: z.string(),
  coddisciplina: z.number().int(),
  disciplina: z.string(),
  anoletivo: z.number().int(),
  data: diaSchema,
  periodo: z.number().int().min(1).max(6),
  /** Null until the roll is taken. */
  chamada: z.object({ por: z.string(), em: z.string() }).nullable(),
  alunos: z.array(z.object({ codaluno: z.string(), nome: z.string(), presente: z.boolean() })),
});
export type AulaDoDia = z.infer<typeof aulaDoDiaSchema>;

export const aulasDoDiaResultado = z.object({ data: diaSchema, aulas: z.array(aulaDoDiaSchema) });

/** coddao 244 — [copy, codaula]: the roll of one lesson, everyone present but the absent listed. */
export const salvarChamadaParametros = z.tuple([
  codigoCopiaSchema,
  inteiroSchema.pipe(z.number().positive()),
]);
export const salvarChamadaConteudo = z.object({
  ausentes: z.array(codalunoSchema).max(ALUNOS_POR_CHAMADA_MAX),
});
export const salvarChamadaResultado = z.object({
  codaula: z.number().int(),
  chamada: z.object({ por: z.string(), em: z.string() }),
  presentes: z.number().int().min(0),
  faltas: z.number().int().min(0),
});

/** coddao 245 — [copy, codaluno]: the family's frequência of one child in their current school year. */
export const frequenciaAlunoParametros = z.tuple([codigoCopiaSchema, codalunoSchema]);

export const frequenciaDisciplinaSchema = z.object({
  coddisciplina: z.number().int(),
  disciplina: z.string(),
  aulas: z.number().int().min(0),
  faltas: z.number().int().min(0),
  /** Tenths of a percent (933 is 93,3 %): core's frequenciaEmDecimos. */
  frequencia: z.number().int().min(0).max(1000),
  abaixoDoMinimo: z.boolean(),
  alerta: z.boolean(),
});

export const faltaRegistradaSchema = z.object({
  codaula: z.number().int(),
  data: diaSchema,
  periodo: z.number().int(),
  disciplina: z.string(),
  justificativa: z
    .object({
      codjustificativa: z.number().int(),
      situacao: situacaoJustificativaSchema,
      motivoRecusa: z.string().nullable(),
    })
    .nullable(),
});
export type FaltaRegistrada = z.infer<typeof faltaRegistradaSchema>;

export const frequenciaAlunoResultado = z.object({
  codaluno: z.string(),
  nome: z.string(),
  anoletivo: z.number().int(),
  minimo: z.number().int(),
  disciplinas: z.array(frequenciaDisciplinaSchema),
  faltas: z.array(faltaRegistradaSchema),
});
export type FrequenciaAluno = z.infer<typeof frequenciaAlunoResultado>;

/** coddao 246 — [copy, codaluno]: "Justificar falta", the reason and an optional certificate. */
export const justificarFaltaParametros = z.tuple([codigoCopiaSchema, codalunoSchema]);
export const justificarFaltaConteudo = z.object({
  aulas: z.array(inteiroSchema.pipe(z.number().positive())).min(1).max(FALTAS_POR_JUSTIFICATIVA_MAX),
  motivo: z.string().max(2000),
  anexo: anexoSchema.optional(),
});
export type JustificarFaltaConteudo = z.infer<typeof justificarFaltaConteudo>;
export const justificarFaltaResultado = z.object({
  codjustificativa: z.number().int(),
  situacao: situacaoJustificativaSchema,
});

/** coddao 290 — the school office's pending justifications, oldest first. */
export const justificativasPendentesParametros = z.tuple([codigoCopiaSchema]);
export const justificativaPendenteSchema = z.object({
  codjustificativa: z.number().int(),
  codaluno: z.string(),
  aluno: z.string(),
  enviadaPor: z.string(),
  enviadaEm: z.string(),
  motivo: z.string(),
  anexo: z.string().nullable(),
  faltas: z.array(z.object({ data: diaSchema, periodo: z.number().int(), disciplina: z.string() })),
});
export type JustificativaPendente = z.infer<typeof justificativaPendenteSchema>;
export const justificativasPendentesResultado = z.object({ itens: z.array(justificativaPendenteSchema) });

/** coddao 291 — [copy, codjustificativa]: the school office accepts or refuses (with the reason). */
export const decidirJustificativaParametros = z.tuple([
  codigoCopiaSchema,
  inteiroSchema.pipe(z.number().positive()),
]);
export const decidirJustificativaConteudo = z.object({
  decisao: z.enum(['aceita', 'recusada']),
  motivoRecusa: z.string().max(2000).optional(),
});
export const decidirJustificativaResultado = z.object({
  codjustificativa: z.number().int(),
  situacao: situacaoJustificativaSchema,
});

/** coddao 292 — the attendance-risk list: students past the alert line in a subject, worst first. */
export const riscoFrequenciaParametros = z.tuple([codigoCopiaSchema]);
export const riscoFrequenciaItemSchema = z.object({
  codaluno: z.string(),
  aluno: z.string(),
  codturma: z.string(),
  /** The class's name ('6º ano A - Ensino Fundamental'). */
  turma: z.string(),
  disciplina: z.string(),
  aulas: z.number().int(),
  faltas: z.number().int(),
  frequencia: z.number().int(),
  abaixoDoMinimo: z.boolean(),
});
export type RiscoFrequenciaItem = z.infer<typeof riscoFrequenciaItemSchema>;
export const riscoFrequenciaResultado = z.object({ itens: z.array(riscoFrequenciaItemSchema) });
