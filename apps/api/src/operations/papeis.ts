import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { condominio, papelCondominio, papelEmpresa } from '../db/schema/index.ts';
import type { Alcance } from './alcance.ts';

// Roles inside a section (DESIGN "Domain data and roles"): each check is one primary-key lookup, made by the
// operation that needs it — never by a page, which only hides what these refuse.

export type PapelEmpresa = 'responsavel' | 'professor' | 'secretaria';
export type PapelCondominio = 'sindico' | 'porteiro';

/** Whether the person holds that role in that company. */
export async function papelNaEmpresa(
  db: Executor,
  codpessoa: number,
  codempresa: number,
  papel: PapelEmpresa,
): Promise<boolean> {
  const [linha] = await db
    .select({ papel: papelEmpresa.papel })
    .from(papelEmpresa)
    .where(
      and(
        eq(papelEmpresa.codpessoa, codpessoa),
        eq(papelEmpresa.codempresa, codempresa),
        eq(papelEmpresa.papel, papel),
      ),
    )
    .limit(1);
  return linha !== undefined;
}

/** Whether the person holds that staff role in that building. */
export async function papelNoEdificio(
  db: Executor,
  codpessoa: number,
  codedificio: string,
  papel: PapelCondominio,
): Promise<boolean> {
  const [linha] = await db
    .select({ papel: papelCondominio.papel })
    .from(papelCondominio)
    .where(
      and(
        eq(papelCondominio.codpessoa, codpessoa),
        eq(papelCondominio.codedificio, codedificio),
        eq(papelCondominio.papel, papel),
      ),
    )
    .limit(1);
  return linha !== undefined;
}

/** The building a unit (SPEC's condominium) belongs to, or null for an unknown unit. */
export async function edificioDaUnidade(db: Executor, codcondomino: string): Promise<string | null> {
  const [linha] = await db
    .select({ codedificio: condominio.codedificio })
    .from(condominio)
    .where(eq(condominio.codcondomino, codcondomino))
    .limit(1);
  return linha?.codedificio ?? null;
}

/**
 * The building of the context: the one building the context's units belong to (a chosen unit, or a person whose
 * units are all in one building), else null — an operation of a building then answers 404, as for a row outside
 * the context.
 */
export async function edificioDoAlcance(db: Executor, alcance: Alcance): Promise<string | null> {
  if (alcance.condominios.length === 0) return null;
  const linhas = await db
    .selectDistinct({ codedificio: condominio.codedificio })
    .from(condominio)
    .where(inArray(condominio.codcondomino, alcance.condominios));
  return linhas.length === 1 ? (linhas[0]?.codedificio ?? null) : null;
}
