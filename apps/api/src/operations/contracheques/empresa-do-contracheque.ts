import { inArray, sql } from 'drizzle-orm';
import { contracheque } from '../../db/schema/index.ts';
import type { Alcance } from '../alcance.ts';

/** A payslip belongs to the company that paid it: it shows only while that company is in context. */
export function daEmpresaNoContexto(alcance: Alcance) {
  return inArray(sql`(${contracheque.dados}->>'codempresa')::int`, alcance.empresas);
}
