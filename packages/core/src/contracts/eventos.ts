import * as z from 'zod';
import {
  codigoCopiaSchema,
  dataHoraIsoSchema,
  inteiroSchema,
  listaSchema,
  paginaSchema,
  tamanhoPaginaSchema,
} from './comum.ts';

export const eventoSchema = z.object({
  codevento: z.number().int(),
  titulo: z.string(),
  descricao: z.string(),
  local: z.string(),
  dthinicio: dataHoraIsoSchema,
  dthfim: dataHoraIsoSchema,
  vagas: z.number().int(),
  inscritos: z.number().int(),
  inscrito: z.boolean(),
  valor: z.number(),
  /** The person's unpaid paid-event charge (seat on hold): pay it at /eventos/inscricoes/{codcobranca}. */
  codcobranca: z.number().int().nullable().optional(),
});

/** coddao 310 — events open to the user. */
export const eventosParametros = z.tuple([
  codigoCopiaSchema,
  paginaSchema.optional(),
  tamanhoPaginaSchema.optional(),
]);
export const eventosResultado = listaSchema(eventoSchema);

/** coddao 483 — register the user in an event; idempotent. */
export const inscricaoEventoParametros = z.tuple([codigoCopiaSchema, inteiroSchema]);
export const inscricaoEventoConteudo = z
  .object({
    participantes: z.number().int().min(1).max(10).optional(),
    observacao: z.string().max(500).optional(),
  })
  .optional();
export const inscricaoEventoResultado = z.object({
  codinscricao: z.number().int(),
  codevento: z.number().int(),
  protocolo: z.string(),
  dthcriacao: dataHoraIsoSchema,
  /** A paid event: the charge to pay (coddao 501, modulo 'eventos') and until when the seat is held. */
  codcobranca: z.number().int().optional(),
  reservadaAte: dataHoraIsoSchema.optional(),
});

/** coddao 484 — cancel the user's sign-up before the event starts, releasing the seats; idempotent. */
export const cancelarInscricaoEventoParametros = z.tuple([codigoCopiaSchema, inteiroSchema]);
export const cancelarInscricaoEventoResultado = z.object({
  codevento: z.number().int(),
  /** False when there was no sign-up left to cancel (a repeat changes nothing). */
  cancelada: z.boolean(),
});
