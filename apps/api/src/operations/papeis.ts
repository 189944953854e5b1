// TEMPORARY stand-in until the roles foundation lands in main ("Roles:" commit): same names and signatures, so the
// merge takes main's file. Nobody is a síndico here, and a unit is its own building.
import type { Executor } from '../db/database.ts';

export async function papelNoEdificio(
  _db: Executor,
  _codpessoa: number,
  _codedificio: string,
  _papel: string,
): Promise<boolean> {
  return false;
}

export async function edificioDaUnidade(_db: Executor, codcondomino: string): Promise<string | null> {
  return codcondomino;
}
