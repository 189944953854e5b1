import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { condominio, papelCondominio } from '../../db/schema/index.ts';
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
  if (alcance.condominios.length === 0) return [];
  return db
    .select({
      codcondomino: condominio.codcondomino,
      codedificio: condominio.codedificio,
      identificacao: sql<string>`coalesce(${condominio.dados}->>'identificacao', '')`,
      nomcondominio: sql<string>`coalesce(${condominio.dados}->>'nomcondominio', '')`,
    })
    .from(condominio)
    .where(inArray(condominio.codcondomino, alcance.condominios))
    .orderBy(condominio.codcondomino);
}

/** The síndicos of a building (DESIGN's roles), who approve its pending bookings. */
export async function sindicosDo(db: Executor, codedificio: string): Promise<number[]> {
  const linhas = await db
    .select({ codpessoa: papelCondominio.codpessoa })
    .from(papelCondominio)
    .where(and(eq(papelCondominio.codedificio, codedificio), eq(papelCondominio.papel, 'sindico')));
  return linhas.map((l) => l.codpessoa);
}
