import * as z from 'zod';
import { codigoCopiaSchema, listaSchema } from './comum.ts';

export const moduloTreinamentoSchema = z.object({
  titulo: z.string(),
  conteudoHtml: z.string(),
  videoUrl: z.string().optional(),
});

export const treinamentoSchema = z.object({
  codtreinamento: z.number().int(),
  titulo: z.string(),
  descricao: z.string(),
  cargaHoraria: z.number(),
  modulos: z.array(moduloTreinamentoSchema),
});

/** coddao 250 — training courses. */
export const treinamentosParametros = z.tuple([codigoCopiaSchema]);
export const treinamentosResultado = listaSchema(treinamentoSchema);
