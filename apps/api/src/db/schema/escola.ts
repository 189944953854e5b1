import { REGRAS_RECUPERACAO } from '@portal/core';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, unique } from 'drizzle-orm/pg-core';
import { quando } from './colunas.ts';
import { aluno, empresa } from './escopo.ts';
import { pessoa } from './pessoas.ts';

// The school (issue 28): its subjects, who teaches what to which class, and one table of grades that the teacher's
// sheet (coddao 240) and the family's boletim (the list escola/boletim of coddao 300/301) both read. Classes are
// still the company's school years (empresa.dados.lstanoletivo), so codturma is text with no key to point at.

/**
 * A teacher at a school, under the name the school prints on the sheet (its classes were a JSON column until
 * migration 0016: they are `docencia` rows now).
 */
export const fichaProfessor = pgTable(
  'ficha_professor',
  {
    codpessoa: integer('codpessoa').notNull(),
    codempresa: integer('codempresa').notNull(),
    professor: text('professor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.codpessoa, t.codempresa] })],
);

/** A subject a school teaches; its name once per school. */
export const disciplina = pgTable(
  'disciplina',
  {
    coddisciplina: serial('coddisciplina').primaryKey(),
    codempresa: integer('codempresa')
      .notNull()
      .references(() => empresa.codempresa),
    nome: text('nome').notNull(),
    /** The order the boletim lists the subjects in. */
    ordem: integer('ordem').notNull().default(0),
  },
  (t) => [unique('disciplina_empresa_nome').on(t.codempresa, t.nome)],
);

/**
 * Who teaches which subject to which class in which school year: what "a teacher grades only the classes and
 * subjects they teach" (issue 31) is checked against, and what the sheet lists.
 */
export const docencia = pgTable(
  'docencia',
  {
    codpessoa: integer('codpessoa')
      .notNull()
      .references(() => pessoa.codpessoa),
    coddisciplina: integer('coddisciplina')
      .notNull()
      .references(() => disciplina.coddisciplina),
    anoletivo: integer('anoletivo').notNull(),
    codturma: text('codturma').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.codpessoa, t.coddisciplina, t.anoletivo, t.codturma] }),
    index('docencia_turma').on(t.coddisciplina, t.anoletivo, t.codturma),
  ],
);

/**
 * One grade of one student in one subject, school year and bimester, in tenths (0–100: 8,5 is 85), with its
 * recovery grade; `versao` grows at every change, so a teacher's save over a newer one is told apart (issue 31).
 * `codturma` is the class the student was in that year (a child changes class every year).
 */
export const nota = pgTable(
  'nota',
  {
    codnota: serial('codnota').primaryKey(),
    codaluno: text('codaluno')
      .notNull()
      .references(() => aluno.codaluno),
    coddisciplina: integer('coddisciplina')
      .notNull()
      .references(() => disciplina.coddisciplina),
    anoletivo: integer('anoletivo').notNull(),
    codturma: text('codturma').notNull(),
    bimestre: integer('bimestre').notNull(),
    nota: integer('nota').notNull(),
    recuperacao: integer('recuperacao'),
    versao: integer('versao').notNull().default(1),
    /** Who gave or last changed it; null for grades written by the seed or moved from the old sheet. */
    alteradoPor: integer('alterado_por').references(() => pessoa.codpessoa),
    alteradoEm: quando('alterado_em').notNull().defaultNow(),
  },
  (t) => [
    unique('nota_aluno_disciplina_ano_bimestre').on(t.codaluno, t.coddisciplina, t.anoletivo, t.bimestre),
    index('nota_turma').on(t.coddisciplina, t.anoletivo, t.codturma),
    check('nota_bimestre', sql`${t.bimestre} between 1 and 4`),
    check('nota_faixa', sql`${t.nota} between 0 and 100`),
    check('nota_recuperacao_faixa', sql`${t.recuperacao} is null or ${t.recuperacao} between 0 and 100`),
    check('nota_versao', sql`${t.versao} >= 1`),
  ],
);

/**
 * A student's attendance in one subject and bimester: the lessons given and the absences. `aulas_dadas` is null
 * where only a total of absences was ever known (the old sheet's); absences never exceed the lessons given.
 */
export const frequencia = pgTable(
  'frequencia',
  {
    codaluno: text('codaluno')
      .notNull()
      .references(() => aluno.codaluno),
    coddisciplina: integer('coddisciplina')
      .notNull()
      .references(() => disciplina.coddisciplina),
    anoletivo: integer('anoletivo').notNull(),
    codturma: text('codturma').notNull(),
    bimestre: integer('bimestre').notNull(),
    aulasDadas: integer('aulas_dadas'),
    faltas: integer('faltas').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.codaluno, t.coddisciplina, t.anoletivo, t.bimestre] }),
    index('frequencia_turma').on(t.coddisciplina, t.anoletivo, t.codturma),
    check('frequencia_bimestre', sql`${t.bimestre} between 1 and 4`),
    check(
      'frequencia_faltas',
      sql`${t.faltas} >= 0 and (${t.aulasDadas} is null or ${t.faltas} <= ${t.aulasDadas})`,
    ),
  ],
);

/**
 * Each school's boletim formula (issue 31), kept as data: the weight of each bimester, the pass mark in tenths and
 * what a recovery grade replaces (core's FormulaBoletim, computed by calcularLinhaBoletim). One row per school; a
 * school without one uses core's FORMULA_PADRAO.
 */
export const formulaBoletim = pgTable(
  'formula_boletim',
  {
    codempresa: integer('codempresa')
      .primaryKey()
      .references(() => empresa.codempresa),
    peso1: integer('peso1').notNull(),
    peso2: integer('peso2').notNull(),
    peso3: integer('peso3').notNull(),
    peso4: integer('peso4').notNull(),
    mediaMinima: integer('media_minima').notNull(),
    recuperacao: text('recuperacao', { enum: REGRAS_RECUPERACAO }).notNull(),
  },
  (t) => [
    check(
      'formula_boletim_pesos',
      sql`least(${t.peso1}, ${t.peso2}, ${t.peso3}, ${t.peso4}) >= 0 and ${t.peso1} + ${t.peso2} + ${t.peso3} + ${t.peso4} > 0`,
    ),
    check('formula_boletim_media', sql`${t.mediaMinima} between 0 and 100`),
    check('formula_boletim_recuperacao', sql`${t.recuperacao} in ('substitui-bimestre', 'substitui-media')`),
  ],
);
