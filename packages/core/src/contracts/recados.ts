import * as z from 'zod';
import { anexoSchema } from './cadastro.ts';
import {
  codigoCopiaSchema,
  dataHoraIsoSchema,
  dataIsoSchema,
  INT4,
  inteiroSchema,
  listaSchema,
  paginaSchema,
  tamanhoPaginaSchema,
  textoOpcionalSchema,
} from './comum.ts';
import { LIMITES_ANEXO } from './limites-anexo.ts';
import { MENSAGENS_API } from './mensagens-api.ts';

export const anexoRecadoSchema = z.object({
  codanexo: z.number().int(),
  filename: z.string(),
  filetype: z.string(),
  filesize: z.number().int(),
});

/** A person's "Ciente" on a recado (issue 31): when and on which device; once, never undone. */
export const cienteSchema = z.object({
  em: dataHoraIsoSchema,
  dispositivo: z.string(),
});
export type Ciente = z.infer<typeof cienteSchema>;

export const recadoSchema = z.object({
  codrecado: z.number().int(),
  titulo: z.string(),
  autor: z.string(),
  dthpublicacao: dataHoraIsoSchema,
  texto: z.string(),
  lido: z.boolean(),
  anexos: z.array(anexoRecadoSchema),
  /** Whether the recado asks its readers to confirm it ("Ciente"). */
  pedeCiencia: z.boolean(),
  /** The caller's confirmation, when there is one. */
  ciente: cienteSchema.optional(),
  /** Whether the caller wrote it: the author sees who read and confirmed it (coddao 206), never a button. */
  doAutor: z.boolean(),
  /** Whether each family may reply to the author under it (issue 31; absent from answers of older servers). */
  permiteRespostas: z.boolean().optional(),
});
export type Recado = z.infer<typeof recadoSchema>;

/** coddao 200 — announcements of the user's current context (company, class, student, condominium). */
export const recadosParametros = z.tuple([
  codigoCopiaSchema,
  paginaSchema.optional(),
  tamanhoPaginaSchema.optional(),
  textoOpcionalSchema.optional(),
]);
export const recadosResultado = listaSchema(recadoSchema);

/** coddao 201 — one announcement (marks it read). */
export const recadoParametros = z.tuple([codigoCopiaSchema, inteiroSchema]);
export const recadoResultado = recadoSchema;

/**
 * coddao 205 — "Ciente" on a recado that asks for it (idempotent). Once per person and recado: a second
 * confirmation, whatever its key, answers the first one's instant and device.
 */
export const confirmarCienteParametros = z.tuple([codigoCopiaSchema, inteiroSchema]);
export const confirmarCienteResultado = cienteSchema.extend({ codrecado: z.number().int() });

/** One recipient of a recado, as its author sees them: read, and confirmed when. */
export const destinatarioRecadoSchema = z.object({
  codpessoa: z.number().int(),
  nome: z.string(),
  /** The recipient's students the recado concerns (a family of two children at the school names both). */
  alunos: z.array(z.string()),
  lido: z.boolean(),
  ciente: cienteSchema.optional(),
  /** The messages this family wrote in its thread under the recado (issue 31). */
  respostas: z.number().int().min(0).optional(),
  /** When this family last wrote, and whether that is still unanswered by the author. */
  ultimaResposta: dataHoraIsoSchema.optional(),
  aguardaResposta: z.boolean().optional(),
});
export type DestinatarioRecado = z.infer<typeof destinatarioRecadoSchema>;

/** coddao 206 — for a recado the caller wrote: its recipients, who read it and who confirmed it (403 otherwise). */
export const cienciasRecadoParametros = z.tuple([codigoCopiaSchema, inteiroSchema]);
export const cienciasRecadoResultado = z.object({
  codrecado: z.number().int(),
  pedeCiencia: z.boolean(),
  permiteRespostas: z.boolean().optional(),
  destinatarios: z.array(destinatarioRecadoSchema),
});

/** The attachments one recado or one reply may carry: the registration's rules (type, size, count). */
const anexosEnvioSchema = z
  .array(anexoSchema)
  .max(LIMITES_ANEXO.maxArquivos, { message: MENSAGENS_API.anexosInvalidos })
  .default([]);

const codalunoSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,20}$/);

/** A class's students is at most a few dozen; this bounds the work of one request. */
export const ALUNOS_POR_RECADO_MAX = 200;

/** coddao 202 — "Escrever recado" (issue 31; idempotent): a teacher to a class they teach or to chosen students of it. */
export const escreverRecadoParametros = z.tuple([codigoCopiaSchema]);
export const escreverRecadoConteudo = z.object({
  codempresa: z.number().int().positive().max(INT4.max),
  anoletivo: z.number().int().min(2000).max(2100),
  /** The class; null writes to the whole school, which only the school office may. */
  codturma: z.string().trim().min(1).max(20).nullable(),
  /** Chosen students of that class: only their families receive it. Empty: the whole class (or school). */
  alunos: z.array(codalunoSchema).max(ALUNOS_POR_RECADO_MAX).default([]),
  titulo: z.string().trim().min(1).max(200),
  /** Plain text: paragraphs apart by a blank line, shown as typed (never read as HTML). */
  texto: z.string().trim().min(1).max(20_000),
  anexos: anexosEnvioSchema,
  pedeCiencia: z.boolean(),
  permiteRespostas: z.boolean(),
});
export type EscreverRecado = z.infer<typeof escreverRecadoConteudo>;
export const escreverRecadoResultado = z.object({
  codrecado: z.number().int(),
  /** The families it reached (each notified once, whatever their number of children in it). */
  familias: z.number().int().min(0),
});

/** One message of a recado's thread between a family and the school. */
export const respostaRecadoSchema = z.object({
  codresposta: z.number().int(),
  codpessoa: z.number().int(),
  autor: z.string(),
  /** Written by the family (else by the recado's author, answering). */
  daFamilia: z.boolean(),
  /** Written by the caller. */
  minha: z.boolean(),
  texto: z.string(),
  em: dataHoraIsoSchema,
  anexos: z.array(anexoRecadoSchema),
});
export type RespostaRecado = z.infer<typeof respostaRecadoSchema>;

/**
 * coddao 203 — a reply under a recado that allows them (idempotent): [copy, codrecado, codfamilia]. A family
 * writes in its own thread (codfamilia omitted or its own); the author answers the family codfamilia names.
 */
export const responderRecadoParametros = z.tuple([
  codigoCopiaSchema,
  inteiroSchema,
  inteiroSchema.optional(),
]);
export const responderRecadoConteudo = z.object({
  texto: z.string().trim().min(1).max(4000),
  anexos: anexosEnvioSchema,
});
export type ResponderRecado = z.infer<typeof responderRecadoConteudo>;
export const responderRecadoResultado = respostaRecadoSchema;

/** coddao 204 — one thread under a recado: the caller's own (a family), or the family codfamilia names (its author). */
export const respostasRecadoParametros = z.tuple([
  codigoCopiaSchema,
  inteiroSchema,
  inteiroSchema.optional(),
]);
export const respostasRecadoResultado = z.object({
  codrecado: z.number().int(),
  codfamilia: z.number().int(),
  familia: z.string(),
  /** Whether the thread may still grow (the recado allows replies). */
  permiteRespostas: z.boolean(),
  mensagens: z.array(respostaRecadoSchema),
});

/** coddao 208 — "Início do professor" (issue 31): the teacher's day. */
export const inicioProfessorParametros = z.tuple([codigoCopiaSchema]);
const turmaDoDiaSchema = z.object({
  codempresa: z.number().int(),
  anoletivo: z.number().int(),
  codturma: z.string(),
  turma: z.string(),
  coddisciplina: z.number().int(),
  disciplina: z.string(),
});
export const inicioProfessorResultado = z.object({
  dia: dataIsoSchema,
  bimestre: z.number().int().min(1).max(4),
  /** Every class and subject the teacher teaches this school year, with the class's students ("Escrever recado"). */
  turmas: z.array(
    turmaDoDiaSchema.extend({ alunos: z.array(z.object({ codaluno: z.string(), nome: z.string() })) }),
  ),
  /**
   * Today's lessons of the teacher (the `aula` rows of the classes and subjects they teach), by period, each with
   * whether its roll call was taken: the ones not taken yet are the day's roll calls to make.
   */
  aulas: z.array(
    turmaDoDiaSchema.extend({
      codaula: z.number().int(),
      periodo: z.number().int().min(1).max(6),
      chamadaFeita: z.boolean(),
    }),
  ),
  /** Classes and subjects with students still without a grade in the current bimester. */
  notasPendentes: z.array(
    turmaDoDiaSchema.extend({
      bimestre: z.number().int().min(1).max(4),
      semNota: z.number().int().min(1),
      alunos: z.number().int().min(1),
    }),
  ),
  /** Families' last messages under the teacher's recados still waiting for an answer, oldest first. */
  respostas: z.array(
    z.object({
      codrecado: z.number().int(),
      titulo: z.string(),
      codfamilia: z.number().int(),
      familia: z.string(),
      texto: z.string(),
      em: dataHoraIsoSchema,
    }),
  ),
});
export type InicioProfessor = z.infer<typeof inicioProfessorResultado>;
