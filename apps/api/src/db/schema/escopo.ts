import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { Aluno, Condominio, Empresa } from './tipos.ts';

// The scopes a row can belong to: companies, condominiums, students (the context's slots, SPEC §3).

export const empresa = pgTable('empresa', {
  codempresa: integer('codempresa').primaryKey(),
  dados: jsonb('dados').$type<Empresa>().notNull(),
});

export const condominio = pgTable('condominio', {
  codcondomino: text('codcondomino').primaryKey(),
  dados: jsonb('dados').$type<Condominio>().notNull(),
});

export const aluno = pgTable('aluno', {
  codaluno: text('codaluno').primaryKey(),
  dados: jsonb('dados').$type<Aluno>().notNull(),
});
