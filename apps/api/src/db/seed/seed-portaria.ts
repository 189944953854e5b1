import { portariaEm } from '../../seed-data/portaria.ts';
import type { Executor } from '../database.ts';
import { autorizacaoVisita, encomenda } from '../schema/index.ts';

/** The gate's demo rows (issue 32), dated from the seed's reference day. */
export async function seedPortaria(db: Executor, referencia: string): Promise<void> {
  const { autorizacoes, encomendas } = portariaEm(referencia);
  await db.insert(autorizacaoVisita).values(autorizacoes);
  await db.insert(encomenda).values(encomendas);
}
