import { customType, integer, text, timestamp } from 'drizzle-orm/pg-core';

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
