import { mesesDesdeReferencia } from '../../seed-data/util/deslocar.ts';
import type { Db } from '../database.ts';
import { isEmpty } from '../open-database.ts';
import { versaoApp } from '../schema.ts';
import { mesesDoSeed } from './lotes.ts';
import { seedComunicacao } from './seed-comunicacao.ts';
import { seedModulos } from './seed-modulos.ts';
import { seedPessoas } from './seed-pessoas.ts';
import { seedPublico } from './seed-publico.ts';
import { seedServicos } from './seed-servicos.ts';
import { ajustarSequencias } from './sequencias.ts';
import { VERSOES_APP } from './versoes-app.ts';

/**
 * Fills an empty database with the demo data of DESIGN.md, in one transaction, moved to the month of `hoje`
 * (the day the database is created) so the demo never ages.
 */
export async function seedDatabase(
  db: Db,
  passwordSecret: string,
  hoje: Date = new Date(),
): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  await mesesDoSeed.run(mesesDesdeReferencia(hoje), () => preencher(db, passwordSecret));
  return true;
}

async function preencher(db: Db, passwordSecret: string): Promise<void> {
  await db.transaction(async (tx) => {
    await seedPessoas(tx, passwordSecret);
    await seedComunicacao(tx);
    await seedPublico(tx);
    await seedServicos(tx);
    await seedModulos(tx);
    await tx.insert(versaoApp).values([...VERSOES_APP]);
    await ajustarSequencias(tx);
  });
}
