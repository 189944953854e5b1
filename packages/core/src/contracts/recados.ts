import * as z from 'zod';
import {
  codigoCopiaSchema,
  dataHoraIsoSchema,
  inteiroSchema,
  listaSchema,
  paginaSchema,
  tamanhoPaginaSchema,
  textoOpcionalSchema,
} from './comum.ts';

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
});
export type DestinatarioRecado = z.infer<typeof destinatarioRecadoSchema>;

/** coddao 206 — for a recado the caller wrote: its recipients, who read it and who confirmed it (403 otherwise). */
export const cienciasRecadoParametros = z.tuple([codigoCopiaSchema, inteiroSchema]);
export const cienciasRecadoResultado = z.object({
  codrecado: z.number().int(),
  pedeCiencia: z.boolean(),
  destinatarios: z.array(destinatarioRecadoSchema),
});
