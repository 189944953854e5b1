import * as z from 'zod';
import { codigoCopiaSchema, dataHoraIsoSchema, listaSchema, textoOpcionalSchema } from './comum.ts';

export const documentoSiteSchema = z.object({
  coddocumento: z.number().int(),
  titulo: z.string(),
  descricao: z.string(),
  dthpublicacao: dataHoraIsoSchema,
  codigo: z.string(),
});

/** coddao 260 — public documents (docsite); no token needed. */
export const docsiteParametros = z.tuple([codigoCopiaSchema, textoOpcionalSchema.optional()]);
export const docsiteResultado = listaSchema(documentoSiteSchema);

/** coddao 270 — an HTML document for doc/{codigo}; public documents need no token. */
export const documentoHtmlParametros = z.tuple([codigoCopiaSchema, z.string().trim().min(1).max(100)]);
export const documentoHtmlResultado = z.object({
  codigo: z.string(),
  titulo: z.string(),
  html: z.string(),
});
