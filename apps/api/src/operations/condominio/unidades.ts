import type { Topico } from '@portal/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { marcadores, preparada, valoresDaLista } from '../../db/preparada.ts';
import { rowsOf } from '../../db/rows.ts';
import { areaComum, condominio, papelCondominio, pessoa } from '../../db/schema/index.ts';
import { anunciar } from '../../mudancas/anunciar.ts';
import type { Alcance } from '../alcance.ts';

/** A unit of the context and the building it belongs to. */
export interface UnidadeDoContexto {
  codcondomino: string;
  codedificio: string;
  identificacao: string;
  nomcondominio: string;
}

/**
 * The context's units with their buildings: what every booking operation is scoped by. A common area is seen
 * only by the units of its building; a booking belongs to one unit.
 */
export async function unidadesDoContexto(db: Executor, alcance: Alcance): Promise<UnidadeDoContexto[]> {
  const n = alcance.condominios.length;
  if (n === 0) return [];
  const nome = `unidades_${n}`;
  return preparada(db, nome, () =>
    db
      .select({
        codcondomino: condominio.codcondomino,
        codedificio: condominio.codedificio,
        identificacao: sql<string>`coalesce(${condominio.dados}->>'identificacao', '')`,
        nomcondominio: sql<string>`coalesce(${condominio.dados}->>'nomcondominio', '')`,
      })
      .from(condominio)
      .where(inArray(condominio.codcondomino, marcadores('c', n)))
      .orderBy(condominio.codcondomino)
      .prepare(nome),
  ).execute(valoresDaLista('c', alcance.condominios));
}

/** The síndicos of a building (DESIGN's roles), who approve its pending bookings. */
export async function sindicosDo(db: Executor, codedificio: string): Promise<number[]> {
  const linhas = await db
    .select({ codpessoa: papelCondominio.codpessoa })
    .from(papelCondominio)
    .where(and(eq(papelCondominio.codedificio, codedificio), eq(papelCondominio.papel, 'sindico')));
  return linhas.map((l) => l.codpessoa);
}

/**
 * Tells everyone who sees a building — its residents and gate (people whose units are of the building) and its
 * síndicos — that `topicos` changed, in the write's transaction: their open pages re-read at commit, and the read
 * cache forgets their answers. One statement finds them (the GIN index on `pessoa.condominios`); the building is
 * named, or found from one of its common areas.
 */
export async function anunciarAoEdificio(
  db: Executor,
  onde: { codedificio: string } | { codarea: number },
  topicos: readonly Topico[],
): Promise<void> {
  const edificio =
    'codarea' in onde
      ? sql`(select ${areaComum.codedificio} from ${areaComum} where ${areaComum.codarea} = ${onde.codarea})`
      : sql`${onde.codedificio}`;
  const linhas = rowsOf<{ codpessoa: number }>(
    await db.execute(sql`
      select ${pessoa.codpessoa} as codpessoa from ${pessoa}
      where ${pessoa.condominios} ?| array(
        select ${condominio.codcondomino} from ${condominio} where ${condominio.codedificio} = ${edificio})
      union
      select ${papelCondominio.codpessoa} from ${papelCondominio}
      where ${papelCondominio.codedificio} = ${edificio}`),
  );
  await anunciar(
    db,
    topicos,
    linhas.map((l) => Number(l.codpessoa)),
  );
}

/** An area's bookings changed: its building's month views, slots and lists (coddao 701, 703, 705, 708) re-read. */
export const anunciarReservasDaArea = (db: Executor, codarea: number): Promise<void> =>
  anunciarAoEdificio(db, { codarea }, ['condominio']);
