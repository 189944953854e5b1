import { areasComuns, demoEm, referenciaDe } from '../../seed-data/index.ts';
import type { Db } from '../database.ts';
import { isEmpty } from '../open-database.ts';
import { areaComum, versaoApp } from '../schema/index.ts';
import { seedAssembleias } from './seed-assembleias.ts';
import { seedCobrancas } from './seed-cobrancas.ts';
import { seedComunicacao } from './seed-comunicacao.ts';
import { seedModulos } from './seed-modulos.ts';
import { seedOcorrencias } from './seed-ocorrencias.ts';
import { seedPessoas } from './seed-pessoas.ts';
import { seedPortaria } from './seed-portaria.ts';
import { seedPublico } from './seed-publico.ts';
import { seedServicos } from './seed-servicos.ts';
import { ajustarSequencias } from './sequencias.ts';
import { VERSOES_APP } from './versoes-app.ts';

/**
 * Fills an empty database with the demo data of DESIGN.md, in one transaction, dated relative to `referencia`
 * ('yyyy-mm-dd', by default the day it runs): this month's bills open, events ahead, messages recent.
 */
export async function seedDatabase(
  db: Db,
  passwordSecret: string,
  referencia = referenciaDe(new Date()),
): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const dados = demoEm(referencia);
  await db.transaction(async (tx) => {
    await seedPessoas(tx, passwordSecret);
    await seedComunicacao(tx, dados);
    await seedPublico(tx, dados);
    await seedServicos(tx, dados, referencia);
    await seedModulos(tx, dados);
    await seedCobrancas(tx, dados);
    await tx.insert(areaComum).values([...areasComuns]);
    await seedPortaria(tx, referencia);
    await seedAssembleias(tx, referencia);
    await seedOcorrencias(tx, referencia);
    await tx.insert(versaoApp).values([...VERSOES_APP]);
    await ajustarSequencias(tx);
  });
  return true;
}
