import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { AlunoSeed, CondominioSeed, EmpresaSeed } from '../../seed-data/types.ts';

// The scopes a row can belong to: companies, condominiums, students (the context's slots, SPEC §3).

export const empresa = pgTable('empresa', {
  codempresa: integer('codempresa').primaryKey(),
  dados: jsonb('dados').$type<EmpresaSeed>().notNull(),
});

export const condominio = pgTable('condominio', {
  codcondomino: text('codcondomino').primaryKey(),
  dados: jsonb('dados').$type<CondominioSeed>().notNull(),
});

export const aluno = pgTable('aluno', {
  codaluno: text('codaluno').primaryKey(),
  dados: jsonb('dados').$type<AlunoSeed>().notNull(),
});
