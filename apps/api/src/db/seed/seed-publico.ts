import { ceps, type DemoDatada, prestadoresGuia } from '../../seed-data/index.ts';
import type { Executor } from '../database.ts';
import { cep, documento, prestador } from '../schema/index.ts';
import { escopoColunas } from './escopo-colunas.ts';
import { inserirEmLotes } from './lotes.ts';

/** Data anyone may read: postal addresses, the medical guide and the HTML documents. */
export async function seedPublico(db: Executor, { documentos }: DemoDatada): Promise<void> {
  await inserirEmLotes(
    db,
    cep,
    ceps.map((c) => ({ cep: c.cep.replace('-', ''), dados: { ...c } })),
  );
  await inserirEmLotes(
    db,
    prestador,
    prestadoresGuia.map((p) => ({ ...p })),
  );
  await inserirEmLotes(
    db,
    documento,
    documentos.map(({ escopo, ...d }) => ({
      ...d,
      dthpublicacao: new Date(d.dthpublicacao),
      ...escopoColunas(escopo ?? {}),
    })),
    50,
  );
}
