import { sql } from 'drizzle-orm';
import { cobranca } from '../../db/schema/index.ts';

/** A charge still to pay: neither paid nor cancelled (coddao 500's order and 505's next due). */
export const aPagar = sql`(${cobranca.pagoEm} is null and ${cobranca.canceladoEm} is null)`;

/** The one order of charges (issue 10; the only one since charges left the module records): to pay first, nearest due first, then the rest newest first. */
export const ORDEM = [
  sql`case when ${aPagar} then 0 else 1 end`,
  sql`case when ${aPagar} then ${cobranca.vencimento} end asc`,
  sql`case when not ${aPagar} then ${cobranca.vencimento} end desc`,
  cobranca.codcobranca,
];
