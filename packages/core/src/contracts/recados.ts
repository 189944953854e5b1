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

export const recadoSchema = z.object({
  codrecado: z.number().int(),
  titulo: z.string(),
  autor: z.string(),
  dthpublicacao: dataHoraIsoSchema,
  texto: z.string(),
  lido: z.boolean(),
  anexos: z.array(anexoRecadoSchema),
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
