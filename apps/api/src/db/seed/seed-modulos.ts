import type { DemoDatada, ModuloRegistroSeed } from '../../seed-data/index.ts';
import type { Executor } from '../database.ts';
import { moduloLista, moduloRegistro } from '../schema/index.ts';
import { escopoColunas } from './escopo-colunas.ts';
import { inserirEmLotes } from './lotes.ts';

/** A record as it is answered: its charge lives in its own table (seed-cobrancas.ts). */
function semCobranca({ cobranca: _c, ...r }: ModuloRegistroSeed): ModuloRegistroSeed {
  return r;
}

/** The generic module lists (coddao 300/301): one header per list and its records in their stored order. */
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
      l.registros.map((r, ordem) => ({
        codregistro: r.codregistro,
        modulo: l.modulo,
        lista: l.lista,
        ...escopoColunas(r.escopo),
        ordem,
        dados: semCobranca(r),
      })),
    ),
    100,
  );
}
