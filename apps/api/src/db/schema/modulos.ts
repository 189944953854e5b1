import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { chaveDeEscopo, escopo } from './colunas.ts';
import type { RegistroModulo } from './tipos.ts';

// Read-only informational lists of the modules, as display records.

export const moduloLista = pgTable(
  'modulo_lista',
  {
    modulo: text('modulo').notNull(),
    lista: text('lista').notNull(),
    titulo: text('titulo').notNull(),
  },
  (t) => [primaryKey({ columns: [t.modulo, t.lista] })],
);

export const moduloRegistro = pgTable(
  'modulo_registro',
  {
    codregistro: integer('codregistro').primaryKey(),
    modulo: text('modulo').notNull(),
    lista: text('lista').notNull(),
    ...escopo(),
    ordem: integer('ordem').notNull(),
    /** The record's day (a deadline, an assembly, a booking), as a date: its status is computed from it. */
    data: date('data', { mode: 'string' }),
    /** Its amount in centavos, when it has one. */
    valorCentavos: integer('valor_centavos'),
    /**
     * The kind of date-driven status (core's TIPOS_SITUACAO: 'pesquisa', 'assembleia', 'reserva'…), not a label:
     * the API answers core's situacaoDoRegistro(situacao, data, today in Brasília). Null: the record has no
     * status that time changes (a circular, a quotation) and its stored label stands.
     */
    situacao: text('situacao'),
    dados: jsonb('dados').$type<RegistroModulo>().notNull(),
  },
  (t) => [
    index('modulo_registro_lista').on(t.modulo, t.lista, t.ordem),
    // One list's records of the context's scopes (alcance.ts), not the whole list of every company.
    index('modulo_registro_escopo').on(t.modulo, t.lista, chaveDeEscopo(t)),
    // A status computed from a day needs the day.
    check('modulo_registro_situacao_com_data', sql`${t.situacao} is null or ${t.data} is not null`),
  ],
);
