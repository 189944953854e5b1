import * as z from 'zod';
import {
  codigoCopiaSchema,
  listaSchema,
  paginaSchema,
  tamanhoPaginaSchema,
  textoOpcionalSchema,
} from './comum.ts';

export const prestadorSchema = z.object({
  codprestador: z.number().int(),
  nome: z.string(),
  especialidade: z.string(),
  endereco: z.string(),
  bairro: z.string(),
  cidade: z.string(),
  uf: z.string(),
  cep: z.string(),
  telefone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type PrestadorGuia = z.infer<typeof prestadorSchema>;

/** coddao 220 — medical guide search (public): [copy, busca?, especialidade?, cidade?, pagina?, tamanhoPagina?]. */
export const guiaMedicoParametros = z.tuple([
  codigoCopiaSchema,
  textoOpcionalSchema.optional(),
  textoOpcionalSchema.optional(),
  textoOpcionalSchema.optional(),
  paginaSchema.optional(),
  tamanhoPaginaSchema.optional(),
]);
export const guiaMedicoResultado = listaSchema(prestadorSchema).extend({
  especialidades: z.array(z.string()),
  cidades: z.array(z.string()),
});
