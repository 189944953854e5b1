import { type Column, getTableName, sql, type Table } from 'drizzle-orm';

/**
 * A column written as "table"."column". Inside a correlated subquery drizzle prints columns bare, and a bare
 * name that both tables have binds to the inner one ("codevento" = "codevento" is always true).
 */
export function colunaQualificada(tabela: Table, coluna: Column) {
  return sql.raw(`"${getTableName(tabela)}"."${coluna.name}"`);
}
