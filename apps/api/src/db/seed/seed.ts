import type { Db } from '../database.ts';
import { isEmpty } from '../open-database.ts';
import { versaoApp } from '../schema.ts';
import { seedComunicacao } from './seed-comunicacao.ts';
import { seedModulos } from './seed-modulos.ts';
import { seedPessoas } from './seed-pessoas.ts';
import { seedPublico } from './seed-publico.ts';
import { seedServicos } from './seed-servicos.ts';
import { ajustarSequencias } from './sequencias.ts';
import { VERSOES_APP } from './versoes-app.ts';

/** Fills an empty database with the demo data of DESIGN.md, in one transaction. */
export async function seedDatabase(db: Db, passwordSecret: string): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  await db.transaction(async (tx) => {
    await seedPessoas(tx, passwordSecret);
    await seedComunicacao(tx);
    await seedPublico(tx);
    await seedServicos(tx);
    await seedModulos(tx);
    await tx.insert(versaoApp).values([...VERSOES_APP]);
    await ajustarSequencias(tx);
  });
  return true;
}
