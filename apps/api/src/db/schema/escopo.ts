import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { Aluno, Condominio, Empresa } from './tipos.ts';

// The scopes a row can belong to: companies, condominiums, students (the context's slots, SPEC §3).

export const empresa = pgTable('empresa', {
  codempresa: integer('codempresa').primaryKey(),
  dados: jsonb('dados').$type<Empresa>().notNull(),
});

/**
 * A building (issue 32): what its common areas, gate, packages, assemblies and surveys belong to. Its convention
 * says whether a unit's vote weighs its ideal fraction (`voto_por_fracao`) or counts one.
 */
export const edificio = pgTable('edificio', {
  codedificio: text('codedificio').primaryKey(),
  nome: text('nome').notNull(),
  votoPorFracao: boolean('voto_por_fracao').notNull().default(false),
});

/**
 * What SPEC's context calls a condominium is one unit of a building (`dados.identificacao`, 'Bloco A - Apto 302'),
 * or the building's own non-residential account (the gate's "Portaria"), whose `fracao` is null. `fracao` is the
 * unit's ideal fraction in millionths (1.25 % is 12500).
 */
export const condominio = pgTable(
  'condominio',
  {
    codcondomino: text('codcondomino').primaryKey(),
    dados: jsonb('dados').$type<Condominio>().notNull(),
    codedificio: text('codedificio')
      .notNull()
      .references(() => edificio.codedificio),
    fracao: integer('fracao'),
  },
  (t) => [
    index('condominio_edificio').on(t.codedificio),
    check('condominio_fracao', sql`${t.fracao} is null or ${t.fracao} between 1 and 1000000`),
  ],
);

export const aluno = pgTable(
  'aluno',
  {
    codaluno: text('codaluno').primaryKey(),
    dados: jsonb('dados').$type<Aluno>().notNull(),
  },
  (t) => [
    // A class's students (chamada 243, Início do professor 208, a class recado's recipients 204/206), by the
    // expressions the operations write, so a provider's other schools' students are never read.
    index('aluno_turma').on(sql`(${t.dados}->>'codturma')`, sql`((${t.dados}->>'anoletivo')::int)`),
    index('aluno_ano_turma').on(sql`((${t.dados}->>'anoletivo') || '|' || (${t.dados}->>'codturma'))`),
    // A school's students (the secretaria's risk list 292, a school-wide recado's recipients).
    index('aluno_empresa').on(sql`((${t.dados}->>'codempresa')::int)`),
  ],
);
