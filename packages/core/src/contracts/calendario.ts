import * as z from 'zod';
import { codigoCopiaSchema, INT4, inteiroSchema } from './comum.ts';

const diaSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const horaSchema = z.string().regex(/^\d{2}:\d{2}$/);

/**
 * One day of the school calendar (issue 31): an event the school published (its `id` 'e' and its number) or a
 * national holiday computed for the month ('f' and its day; `tipo` 'feriado'). Days 'yyyy-mm-dd', times 'HH:MM'
 * in Brasília; an all-day event has no times.
 */
export const eventoCalendarioSchema = z.object({
  id: z.string(),
  tipo: z.string(),
  titulo: z.string(),
  descricao: z.string(),
  data: diaSchema,
  dataFim: diaSchema,
  horaInicio: horaSchema.nullable(),
  horaFim: horaSchema.nullable(),
  /** The class's description ('6º ano A - Ensino Fundamental'); null for the whole school and for holidays. */
  turma: z.string().nullable(),
  /** The class's code (null: the whole school), for the school office's form. */
  codturma: z.string().nullable().optional(),
  /** The caller published it and may change or cancel it (coddao 285/286). */
  editavel: z.boolean().optional(),
});
export type EventoCalendario = z.infer<typeof eventoCalendarioSchema>;

/** coddao 280 — [copy, year, month 1–12]: the month's events of the context's children's classes and school. */
export const calendarioEscolarParametros = z.tuple([
  codigoCopiaSchema,
  inteiroSchema.pipe(z.number().min(2000).max(2100)),
  inteiroSchema.pipe(z.number().min(1).max(12)),
]);
/**
 * Where the caller may publish (the school office of the context's school, coddao 284): the school, its school year
 * and its classes; absent for everyone else, so the app offers "Novo evento" only to the office.
 */
export const publicacaoCalendarioSchema = z.object({
  codempresa: z.number().int(),
  anoletivo: z.number().int(),
  turmas: z.array(z.object({ codturma: z.string(), descricao: z.string() })),
});
export type PublicacaoCalendario = z.infer<typeof publicacaoCalendarioSchema>;
export const calendarioEscolarResultado = z.object({
  eventos: z.array(eventoCalendarioSchema),
  publicacao: publicacaoCalendarioSchema.nullable().optional(),
});
export type CalendarioEscolarResultado = z.infer<typeof calendarioEscolarResultado>;

/**
 * The private feed's address (coddao 281–283). `url` is there only in the answer that created it: the server keeps
 * only the token's hash, so an address once shown cannot be shown again (a new one can be made). `existe` says
 * whether the person has a live address.
 */
export const feedCalendarioResultado = z.object({
  existe: z.boolean(),
  url: z.string().nullable(),
});
export type FeedCalendarioResultado = z.infer<typeof feedCalendarioResultado>;

/** coddao 281 — [copy]: the live address, made when there is none. */
export const feedCalendarioParametros = z.tuple([codigoCopiaSchema]);
/** coddao 282 — [copy]: a new address; the old one stops answering. */
export const regenerarFeedCalendarioParametros = z.tuple([codigoCopiaSchema]);
/** coddao 283 — [copy]: no address; the old one stops answering. */
export const revogarFeedCalendarioParametros = z.tuple([codigoCopiaSchema]);

/**
 * An event the school office publishes or changes (coddao 284/285): of its school and year, for one class or the
 * whole school (`codturma` null). The shapes are loose here: core's validarEventoEscolar judges the values and
 * names the field of each mistake in Portuguese.
 */
export const eventoEscolarConteudo = z.object({
  codempresa: z.number().int().positive().max(INT4.max),
  anoletivo: z.number().int().min(2000).max(2100),
  codturma: z.string().trim().min(1).max(20).nullable(),
  tipo: z.string().max(20),
  titulo: z.string().max(1000),
  descricao: z.string().max(10_000).default(''),
  data: z.string().max(20),
  dataFim: z.string().max(20).nullable().default(null),
  horaInicio: z.string().max(10).nullable().default(null),
  horaFim: z.string().max(10).nullable().default(null),
});
export type EventoEscolarConteudo = z.infer<typeof eventoEscolarConteudo>;
const codeventoSchema = inteiroSchema.pipe(z.number().int().positive().max(INT4.max));
/** coddao 284 — [copy]: a new event. */
export const publicarEventoEscolarParametros = z.tuple([codigoCopiaSchema]);
/** coddao 285 — [copy, event number]: the event changed. */
export const editarEventoEscolarParametros = z.tuple([codigoCopiaSchema, codeventoSchema]);
/** coddao 286 — [copy, event number]: the event taken off the calendar. */
export const cancelarEventoEscolarParametros = z.tuple([codigoCopiaSchema, codeventoSchema]);
/** The event's number and how many families were told. */
export const eventoEscolarResultado = z.object({
  codevento: z.number().int(),
  familias: z.number().int().min(0),
});

/** coddao 287 — [copy]: the school office's school, year and classes (where it may publish and write to); 403 else. */
export const turmasDaSecretariaParametros = z.tuple([codigoCopiaSchema]);
