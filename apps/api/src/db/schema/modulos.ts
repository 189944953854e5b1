import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { escopo } from './colunas.ts';
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
    dados: jsonb('dados').$type<RegistroModulo>().notNull(),
  },
  (t) => [index('modulo_registro_lista').on(t.modulo, t.lista, t.ordem)],
);
