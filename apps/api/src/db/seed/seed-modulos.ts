import type { DemoDatada, ModuloRegistroSeed } from '../../seed-data/index.ts';
import type { Executor } from '../database.ts';
import { moduloLista, moduloRegistro } from '../schema/index.ts';
import type { RegistroModulo } from '../schema/tipos.ts';
import { escopoColunas } from './escopo-colunas.ts';
import { inserirEmLotes } from './lotes.ts';

/** A record as it is stored and answered: its kind of status goes to a column. */
function semSituacao({ situacao: _s, ...r }: ModuloRegistroSeed): RegistroModulo {
  return r;
}

const DIA_ISO = /^\d{4}-\d{2}-\d{2}/;

/**
 * The generic module lists (coddao 300/301): one header per list and its records in their stored order. A list of
 * bills has a header and no record: its charges are rows of their own table (seed-cobrancas.ts; issue 28).
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
      l.registros.map((r, ordem) => ({
        codregistro: r.codregistro,
        modulo: l.modulo,
        lista: l.lista,
        ...escopoColunas(r.escopo),
        ordem,
        data: r.data && DIA_ISO.test(r.data) ? r.data.slice(0, 10) : null,
        valorCentavos: r.valor === undefined ? null : Math.round(r.valor * 100),
        situacao: r.situacao ?? null,
        dados: semSituacao(r),
      })),
    ),
    100,
  );
}
