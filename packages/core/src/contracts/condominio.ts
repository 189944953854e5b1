import * as z from 'zod';
import {
  codigoCopiaSchema,
  dataHoraIsoSchema,
  inteiroSchema,
  listaSchema,
  paginaSchema,
  tamanhoPaginaSchema,
} from './comum.ts';

// Bookings of the common areas of the context's building (issue 32, coddao 700–707).

const horaSchema = z.string().regex(/^\d{2}:\d{2}$/);
const diaSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A common area with its rules (core's RegrasArea) as the resident reads them. */
export const areaComumSchema = z.object({
  codarea: z.number().int(),
  nome: z.string(),
  descricao: z.string(),
  abre: horaSchema,
  fecha: horaSchema,
  duracaoMinutos: z.number().int(),
  antecedenciaHoras: z.number().int(),
  maxPorMes: z.number().int(),
  taxaCentavos: z.number().int(),
  exigeAprovacao: z.boolean(),
  cancelamentoHoras: z.number().int(),
});
export type AreaComum = z.infer<typeof areaComumSchema>;

/** coddao 700 — the common areas of the context's building. */
export const areasComunsParametros = z.tuple([
  codigoCopiaSchema,
  paginaSchema.optional(),
  tamanhoPaginaSchema.optional(),
]);
export const areasComunsResultado = listaSchema(areaComumSchema);

export const horarioSchema = z.object({
  inicio: dataHoraIsoSchema,
  fim: dataHoraIsoSchema,
  situacao: z.enum(['livre', 'ocupado', 'encerrado']),
});
export type HorarioArea = z.infer<typeof horarioSchema>;

/** coddao 701 — [copy, codarea, day 'yyyy-mm-dd']: the day's slots and, for the month around it, the free ones a day. */
export const disponibilidadeAreaParametros = z.tuple([codigoCopiaSchema, inteiroSchema, diaSchema]);
export const disponibilidadeAreaResultado = z.object({
  area: areaComumSchema,
  dia: diaSchema,
  horarios: z.array(horarioSchema),
  mes: z.array(z.object({ dia: diaSchema, livres: z.number().int().min(0) })),
});
export type DisponibilidadeArea = z.infer<typeof disponibilidadeAreaResultado>;

/** coddao 708 — [copy, codarea, month 'yyyy-mm']: the month view, each day's state (core's situacaoDoDia). */
export const calendarioAreaParametros = z.tuple([
  codigoCopiaSchema,
  inteiroSchema,
  z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
]);
export const calendarioAreaResultado = z.object({
  area: areaComumSchema,
  mes: z.string(),
  dias: z.array(
    z.object({
      dia: diaSchema,
      situacao: z.enum(['livre', 'parcial', 'lotado', 'fechado']),
      livres: z.number().int().min(0),
    }),
  ),
});
export type CalendarioArea = z.infer<typeof calendarioAreaResultado>;

export const situacaoReservaSchema = z.enum(['pendente', 'confirmada', 'cancelada']);

/** One booking, as its unit and the síndico read it. */
export const reservaSchema = z.object({
  codreserva: z.number().int(),
  codarea: z.number().int(),
  area: z.string(),
  codcondomino: z.string(),
  unidade: z.string(),
  reservadoPor: z.string(),
  inicio: dataHoraIsoSchema,
  fim: dataHoraIsoSchema,
  situacao: situacaoReservaSchema,
  taxaCentavos: z.number().int(),
  /** The fee's charge of the unit (coddao 501, modulo 'condominio'); null for a free area. */
  codcobranca: z.number().int().nullable(),
  motivo: z.string().nullable(),
  /** Whether the resident may still cancel it (the area's window). */
  podeCancelar: z.boolean(),
});
export type Reserva = z.infer<typeof reservaSchema>;

/** coddao 702 — books a slot of an area for the context's unit; idempotent. */
export const reservarAreaParametros = z.tuple([codigoCopiaSchema, inteiroSchema]);
export const reservarAreaConteudo = z.object({ inicio: dataHoraIsoSchema });
export const reservarAreaResultado = reservaSchema;

/** coddao 703 — the bookings of the context's unit, the coming ones first. */
export const minhasReservasParametros = areasComunsParametros;
export const minhasReservasResultado = listaSchema(reservaSchema);

/** coddao 704 — the resident cancels a booking of their unit within the area's window; idempotent. */
export const cancelarReservaParametros = z.tuple([codigoCopiaSchema, inteiroSchema]);
export const cancelarReservaResultado = reservaSchema;

/** coddao 705 — the síndico's live bookings of the context's building: pending first, then confirmed ones to come. */
export const reservasDoEdificioParametros = areasComunsParametros;
export const reservasDoEdificioResultado = listaSchema(reservaSchema);

const motivoSchema = z.string().trim().max(300);

/** coddao 706 — the síndico approves or refuses a pending booking (a refusal says why); idempotent. */
export const decidirReservaParametros = z.tuple([codigoCopiaSchema, inteiroSchema]);
export const decidirReservaConteudo = z.object({ aprovar: z.boolean(), motivo: motivoSchema.optional() });
export const decidirReservaResultado = reservaSchema;

/** coddao 707 — the síndico cancels any live booking of the building, with a reason; idempotent. */
export const cancelarReservaSindicoParametros = z.tuple([codigoCopiaSchema, inteiroSchema]);
export const cancelarReservaSindicoConteudo = z.object({ motivo: motivoSchema });
export const cancelarReservaSindicoResultado = reservaSchema;
