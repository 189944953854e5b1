import * as z from 'zod';
import { codigoCopiaSchema, inteiroSchema } from './comum.ts';

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
});
export type EventoCalendario = z.infer<typeof eventoCalendarioSchema>;

/** coddao 280 — [copy, year, month 1–12]: the month's events of the context's children's classes and school. */
export const calendarioEscolarParametros = z.tuple([
  codigoCopiaSchema,
  inteiroSchema.pipe(z.number().min(2000).max(2100)),
  inteiroSchema.pipe(z.number().min(1).max(12)),
]);
export const calendarioEscolarResultado = z.object({ eventos: z.array(eventoCalendarioSchema) });
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
