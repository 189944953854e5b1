import type { DemoDatada } from '../../seed-data/index.ts';
import type { Executor } from '../database.ts';
import { moduloLista, moduloRegistro } from '../schema/index.ts';
import { escopoColunas } from './escopo-colunas.ts';
import { inserirEmLotes } from './lotes.ts';

/**
 * The generic module lists (coddao 300/301): one header per list and its records in their stored order. A bill is
 * no record: its charge lives only in its table (seed-cobrancas.ts; issue 28).
 */
export async function seedModulos(db: Executor, { modulos }: DemoDatada): Promise<void> {
  await inserirEmLotes(
    db,
    moduloLista,
    modulos.map((l) => ({ modulo: l.modulo, lista: l.lista, titulo: l.titulo })),
  );
  await inserirEmLotes(
    db,
    moduloRegistro,
    modulos.flatMap((l) =>
      l.registros
        .filter((r) => !r.cobranca)
        .map((r, ordem) => ({
          codregistro: r.codregistro,
          modulo: l.modulo,
          lista: l.lista,
          ...escopoColunas(r.escopo),
          ordem,
          dados: r,
        })),
    ),
    100,
  );
}
