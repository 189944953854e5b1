import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { papelCondominio, pessoa } from '../../db/schema/index.ts';
import { edificioDaUnidade, papelNoEdificio } from '../papeis.ts';

/**
 * The buildings the person runs as síndico, among those of the context's units: the síndico's list and his
 * reach are the building of the unit he has chosen, never a building he only lives in.
 */
export async function edificiosComoSindico(
  db: Executor,
  codpessoa: number,
  unidades: readonly string[],
): Promise<string[]> {
  const edificios = new Set<string>();
  for (const u of unidades) {
    const e = await edificioDaUnidade(db, u);
    if (e !== null && !edificios.has(e) && (await papelNoEdificio(db, codpessoa, e, 'sindico')))
      edificios.add(e);
  }
  return [...edificios];
}

/** The síndicos of a building: who a resident's step notifies. */
export async function sindicosDe(db: Executor, codedificio: string): Promise<number[]> {
  const linhas = await db
    .select({ codpessoa: papelCondominio.codpessoa })
    .from(papelCondominio)
    .where(and(eq(papelCondominio.codedificio, codedificio), eq(papelCondominio.papel, 'sindico')));
  return linhas.map((l) => l.codpessoa);
}

/** The residents of a unit (pessoa.condominios lists it): who the síndico's step notifies. */
export async function moradoresDe(db: Executor, codcondomino: string): Promise<number[]> {
  const linhas = await db
    .select({ codpessoa: pessoa.codpessoa })
    .from(pessoa)
    .where(sql`${pessoa.condominios} @> ${JSON.stringify([codcondomino])}::jsonb`);
  return linhas.map((l) => l.codpessoa);
}
