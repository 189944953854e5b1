import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { escopo } from './colunas.ts';
import type { Contracheque, Treinamento } from './tipos.ts';

// Payroll and HR: payslips and trainings.

export const contracheque = pgTable(
  'contracheque',
  {
    codcontracheque: integer('codcontracheque').primaryKey(),
    codpessoa: integer('codpessoa').notNull(),
    competencia: text('competencia').notNull(),
    dados: jsonb('dados').$type<Contracheque>().notNull(),
  },
  (t) => [index('contracheque_pessoa').on(t.codpessoa, t.competencia)],
);

/** A training, offered to those its scope admits (a company's staff), or to everyone when unscoped. */
export const treinamento = pgTable('treinamento', {
  codtreinamento: integer('codtreinamento').primaryKey(),
  ...escopo(),
  dados: jsonb('dados').$type<Treinamento>().notNull(),
});
