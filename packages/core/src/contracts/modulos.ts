import * as z from 'zod';
import {
  codigoCopiaSchema,
  inteiroSchema,
  listaSchema,
  outroContextoSchema,
  paginaSchema,
  tamanhoPaginaSchema,
  textoOpcionalSchema,
} from './comum.ts';

/**
 * What a record's attachment is to the person who opens it: the bill to pay, the receipt of a paid one, a
 * payslip, an income report, or any other document. The server names it; the app labels its button from it.
 */
export const TIPOS_ANEXO_REGISTRO = [
  'boleto',
  'comprovante',
  'contracheque',
  'informe',
  'documento',
] as const;
export type TipoAnexoRegistro = (typeof TIPOS_ANEXO_REGISTRO)[number];

export const anexoRegistroSchema = z.object({
  /** The V3 document that serves it ('boleto', 'informe', 'anexo'…). */
  doc: z.string(),
  params: z.array(z.union([z.string(), z.number()])),
  filename: z.string(),
  filetype: z.string(),
  /** What it is (see TIPOS_ANEXO_REGISTRO); a record saved before kinds were named is a plain document. */
  tipo: z.enum(TIPOS_ANEXO_REGISTRO).default('documento'),
});

export const registroModuloSchema = z.object({
  codregistro: z.number().int(),
  titulo: z.string(),
  subtitulo: z.string().optional(),
  data: z.string().optional(),
  valor: z.number().optional(),
  status: z.string().optional(),
  statusCor: z.string().optional(),
  linhaDigitavel: z.string().optional(),
  pixCopiaECola: z.string().optional(),
  documento: z.string().optional(),
  anexo: anexoRegistroSchema.optional(),
});
export type RegistroModulo = z.infer<typeof registroModuloSchema>;

export const nomeModuloSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9-]{1,40}$/);

/** coddao 300 — one list of a module: [copy, modulo, lista, pagina?, tamanhoPagina?, busca?]. */
export const moduloRegistrosParametros = z.tuple([
  codigoCopiaSchema,
  nomeModuloSchema,
  nomeModuloSchema,
  paginaSchema.optional(),
  tamanhoPaginaSchema.optional(),
  textoOpcionalSchema.optional(),
]);
export const moduloRegistrosResultado = listaSchema(registroModuloSchema).extend({
  titulo: z.string(),
  /** Only when the list is empty in this context and the search is blank. */
  emOutrosContextos: z.array(outroContextoSchema).optional(),
});

/** coddao 301 — one record of a module with its details. */
export const moduloRegistroParametros = z.tuple([codigoCopiaSchema, nomeModuloSchema, inteiroSchema]);
export const moduloRegistroResultado = registroModuloSchema.extend({
  detalhes: z.array(z.object({ rotulo: z.string(), valor: z.string() })),
  html: z.string().optional(),
});
