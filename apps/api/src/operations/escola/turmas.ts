import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { empresa } from '../../db/schema/index.ts';

/** The classes' names ('6º ano A - Ensino Fundamental') of these schools, by `${anoletivo}|${codturma}`. */
export async function descricoesDasTurmas(
  db: Executor,
  empresas: readonly number[],
): Promise<Map<string, string>> {
  if (empresas.length === 0) return new Map();
  const linhas = await db
    .select({ dados: empresa.dados })
    .from(empresa)
    .where(inArray(empresa.codempresa, [...empresas]));
  return new Map(
    linhas.flatMap(({ dados }) =>
      dados.lstanoletivo.flatMap((a) => a.turmas.map((t) => [`${a.anoletivo}|${t.codturma}`, t.descricao])),
    ),
  );
}
