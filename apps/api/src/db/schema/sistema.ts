import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { quando } from './colunas.ts';

// The server's own records: app builds, idempotency keys, postal codes.

export const versaoApp = pgTable('versao_app', {
  plataforma: text('plataforma').primaryKey(),
  build: integer('build').notNull(),
});

/**
 * Idempotency records (DESIGN.md): the row is inserted last, with the answer, in the same transaction
 * as the operation's effect; `status`/`corpo` hold the answer to replay.
 */
export const idempotencia = pgTable(
  'idempotencia',
  {
    codpessoa: integer('codpessoa').notNull(),
    chave: text('chave').notNull(),
    coddao: integer('coddao').notNull(),
    digest: text('digest').notNull(),
    status: integer('status'),
    /** The answer's JSON text, kept verbatim so a replay is byte for byte the first answer. */
    corpo: text('corpo'),
    criadoEm: quando('criado_em').notNull(),
  },
  (t) => [primaryKey({ columns: [t.codpessoa, t.chave] }), index('idempotencia_criado').on(t.criadoEm)],
);

/** Postal addresses answered by GET /ws/{cep}/json; `dados` is the ViaCEP record. */
export const cep = pgTable('cep', {
  cep: text('cep').primaryKey(),
  dados: jsonb('dados').$type<Record<string, string>>().notNull(),
});
