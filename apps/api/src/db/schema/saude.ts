import { doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

// The health plan: the medical guide's providers.

export const prestador = pgTable(
  'prestador',
  {
    codprestador: integer('codprestador').primaryKey(),
    codempresa: integer('codempresa').notNull(),
    nome: text('nome').notNull(),
    especialidade: text('especialidade').notNull(),
    endereco: text('endereco').notNull(),
    bairro: text('bairro').notNull(),
    cidade: text('cidade').notNull(),
    uf: text('uf').notNull(),
    cep: text('cep').notNull(),
    telefone: text('telefone').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [index('prestador_especialidade').on(t.especialidade), index('prestador_cidade').on(t.cidade)],
);
