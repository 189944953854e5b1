import { type SQL, sql } from 'drizzle-orm';
import { customType, integer, type PgColumn, text, timestamp } from 'drizzle-orm/pg-core';

/** Stored files' bytes: a Buffer in Node whichever driver read them. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** An instant: timestamptz, read as a Date. */
export const quando = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Who may see a scoped row: every column set must match the reader (operations/alcance.ts).
 * Kept as columns, not JSON, so the filters are plain indexed SQL.
 */
export const escopo = () => ({
  escCodpessoa: integer('esc_codpessoa'),
  escCodempresa: integer('esc_codempresa'),
  escAnoletivo: integer('esc_anoletivo'),
  escCodturma: text('esc_codturma'),
  escCodaluno: text('esc_codaluno'),
  escCodcondomino: text('esc_codcondomino'),
});

/**
 * A scoped row's most specific scope, as one text: 'p' and its person, else 'a' and its student, else 'c' and
 * its condominium, else 'e' and its company, else '' (a row for everyone). A row the context admits has every
 * set column matching, so its key is one of the few keys the context has (alcance.ts, `chavesDoAlcance`): the
 * expression index on it (recado_escopo, cobranca_escopo, modulo_registro_escopo, evento_escopo) finds a person's
 * rows by those keys, where the scope filter alone, an AND of "column IS NULL OR column IN …", has no index to use
 * and reads the whole table. Index and query build it here, so PostgreSQL matches the same expression.
 */
export function chaveDeEscopo(t: {
  escCodpessoa: PgColumn;
  escCodaluno: PgColumn;
  escCodcondomino: PgColumn;
  escCodempresa: PgColumn;
}): SQL {
  return sql`coalesce('p' || ${t.escCodpessoa}::text, 'a' || ${t.escCodaluno}, 'c' || ${t.escCodcondomino}, 'e' || ${t.escCodempresa}::text, '')`;
}
