// TEMPORARY stub until the roles foundation lands in main (its own papeis.ts replaces this file at the merge).
import type { Executor } from '../db/database.ts';

export async function papelNoEdificio(
  _db: Executor,
  _codpessoa: number,
  _codedificio: string,
  _papel: 'sindico' | 'porteiro',
): Promise<boolean> {
  return false;
}
