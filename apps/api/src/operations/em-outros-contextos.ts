import type { OutroContexto } from '@portal/core';
import { and, type ColumnBaseConfig, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import { condominio, empresa } from '../db/schema/index.ts';
import { type Alcance, type ColunasEscopo, visivelPara } from './alcance.ts';

/** A table of a module's lists whose rows carry a scope: module records, charges. */
type TabelaDeLista = PgTable &
  ColunasEscopo & {
    modulo: PgColumn;
    lista: PgColumn;
    escCodempresa: PgColumn<ColumnBaseConfig<'number', string> & { data: number }>;
    escCodcondomino: PgColumn<ColumnBaseConfig<'string', string> & { data: string }>;
  };

/** How many other places an empty list names: enough to choose from, short enough to read. */
const MAXIMO = 5;

/**
 * Where a list that is empty in this context has rows after all (issue 28): the person's other companies or
 * condominiums, with their names and counts, in one statement. Rows scoped to neither (a person's own, a class's)
 * have no context to switch to and are left out.
 */
export async function emOutrosContextos(
  db: Db,
  t: TabelaDeLista,
  modulo: string,
  lista: string,
  amplo: Alcance,
): Promise<OutroContexto[]> {
  const total = sql<number>`count(*)::int`;
  const nome = sql<string>`coalesce(${empresa.dados}->>'nomempresa', ${condominio.dados}->>'nomcondominio', '')`;
  const linhas = await db
    .select({
      codempresa: t.escCodempresa,
      codcondomino: t.escCodcondomino,
      nome,
      total,
    })
    .from(t as PgTable)
    .leftJoin(empresa, eq(empresa.codempresa, t.escCodempresa))
    .leftJoin(condominio, eq(condominio.codcondomino, t.escCodcondomino))
    .where(
      and(
        eq(t.modulo, modulo),
        eq(t.lista, lista),
        visivelPara(t, amplo),
        or(isNotNull(t.escCodempresa), isNotNull(t.escCodcondomino)),
      ),
    )
    .groupBy(t.escCodempresa, t.escCodcondomino, nome)
    .orderBy(desc(total))
    .limit(MAXIMO);
  return linhas
    .filter((l) => l.nome !== '')
    .map((l) => ({
      ...(l.codempresa === null ? {} : { codempresa: l.codempresa }),
      ...(l.codcondomino === null ? {} : { codcondomino: l.codcondomino }),
      nome: l.nome,
      total: l.total,
    }));
}
