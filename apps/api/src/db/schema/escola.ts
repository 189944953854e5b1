import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { TurmaFicha } from './tipos.ts';

// The school: the teacher's record sheet.

export const fichaProfessor = pgTable(
  'ficha_professor',
  {
    codpessoa: integer('codpessoa').notNull(),
    codempresa: integer('codempresa').notNull(),
    professor: text('professor').notNull(),
    turmas: jsonb('turmas').$type<TurmaFicha[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.codpessoa, t.codempresa] })],
);
