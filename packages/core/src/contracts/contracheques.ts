import * as z from 'zod';
import { codigoCopiaSchema, dataIsoSchema, listaSchema } from './comum.ts';

export const contrachequeSchema = z.object({
  codcontracheque: z.number().int(),
  competencia: z.string().regex(/^\d{4}-\d{2}$/),
  descricao: z.string(),
  liquido: z.number(),
  dthpagamento: dataIsoSchema,
});

/** coddao 230 — the user's payslips, newest first; the PDF is V3 doc 'contracheque' [codpessoa, codcontracheque]. */
export const contrachequesParametros = z.tuple([codigoCopiaSchema]);
export const contrachequesResultado = listaSchema(contrachequeSchema);
