import * as z from 'zod';
import { codigoCopiaSchema } from './comum.ts';

const codalunoSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,20}$/);

/**
 * A student's cafeteria card (coddao 502): balance, the day's limit and what was spent against it today (in
 * Brasília; a cancelled purchase costs nothing), blocked items and the last purchases, newest first.
 */
export const cantinaResultado = z.object({
  codaluno: z.string(),
  aluno: z.string(),
  saldoCentavos: z.number().int(),
  limiteDiarioCentavos: z.number().int(),
  gastoHojeCentavos: z.number().int(),
  bloqueados: z.array(z.string()),
  compras: z.array(
    z.object({ titulo: z.string(), data: z.string(), valorCentavos: z.number().int(), status: z.string() }),
  ),
});
export type Cantina = z.infer<typeof cantinaResultado>;

/** coddao 502 — [copy, codaluno]. */
export const cantinaParametros = z.tuple([codigoCopiaSchema, codalunoSchema]);

/** coddao 503 — sets the student's daily limit; idempotent. */
export const limiteCantinaParametros = z.tuple([codigoCopiaSchema, codalunoSchema]);
export const limiteCantinaConteudo = z.object({ limiteDiarioCentavos: z.number().int() });
export const limiteCantinaResultado = z.object({
  codaluno: z.string(),
  limiteDiarioCentavos: z.number().int(),
});

/** coddao 504 — a top-up to pay by Pix (R$ 10,00–R$ 500,00); idempotent. The balance rises once it is paid. */
export const recargaCantinaParametros = z.tuple([codigoCopiaSchema, codalunoSchema]);
export const recargaCantinaConteudo = z.object({ valorCentavos: z.number().int() });
export const recargaCantinaResultado = z.object({
  codcobranca: z.number().int(),
  valorCentavos: z.number().int(),
  pixCopiaECola: z.string(),
  txid: z.string(),
});
