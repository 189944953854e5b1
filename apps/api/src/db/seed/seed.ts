import type { Db } from '../database.ts';
import { isEmpty } from '../open-database.ts';
import { versaoApp } from '../schema.ts';
import { seedPessoas } from './seed-pessoas.ts';
import { VERSOES_APP } from './versoes-app.ts';

/** Fills an empty database with the demo data of DESIGN.md, in one transaction. */
export async function seedDatabase(db: Db, passwordSecret: string): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  await db.transaction(async (tx) => {
    await seedPessoas(tx, passwordSecret);
    await tx.insert(versaoApp).values([...VERSOES_APP]);
  });
  return true;
}
