import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  time,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { quando } from './colunas.ts';
import { empresa } from './escopo.ts';
import { pessoa } from './pessoas.ts';

/**
 * The school calendar (issue 31): what a school publishes for one class (`codturma`) or for the whole school (null)
 * in a school year — events, exams, meetings, recesses, outings. Days are `date` (Brasília's calendar), an all-day
 * event has no times; a timed one starts at `hora_inicio` on Brasília's clock. National holidays are not stored:
 * the API computes them for the month asked (date-holidays). `publicado_por` is the school office's account that
 * published it (null for the seed's and imported ones).
 */
export const eventoEscolar = pgTable(
  'evento_escolar',
  {
    codeventoescolar: serial('codeventoescolar').primaryKey(),
    codempresa: integer('codempresa')
      .notNull()
      .references(() => empresa.codempresa),
    anoletivo: integer('anoletivo').notNull(),
    /** The class; null: every class of the school. */
    codturma: text('codturma'),
    tipo: text('tipo').notNull(),
    titulo: text('titulo').notNull(),
    descricao: text('descricao').notNull().default(''),
    data: date('data', { mode: 'string' }).notNull(),
    /** The last day, inclusive (the same as `data` for a one-day event). */
    dataFim: date('data_fim', { mode: 'string' }).notNull(),
    diaTodo: boolean('dia_todo').notNull(),
    horaInicio: time('hora_inicio'),
    horaFim: time('hora_fim'),
    publicadoPor: integer('publicado_por').references(() => pessoa.codpessoa),
    publicadoEm: quando('publicado_em').notNull().defaultNow(),
  },
  (t) => [
    check('evento_escolar_tipo', sql`${t.tipo} in ('evento', 'prova', 'reuniao', 'recesso', 'passeio')`),
    check('evento_escolar_periodo', sql`${t.dataFim} >= ${t.data}`),
    // An all-day event has no times; a timed one has its start (its end is optional).
    check(
      'evento_escolar_horario',
      sql`(${t.diaTodo} and ${t.horaInicio} is null and ${t.horaFim} is null) or (not ${t.diaTodo} and ${t.horaInicio} is not null)`,
    ),
    // A month's events of a school: its company and the days, then the class.
    index('evento_escolar_empresa_data').on(t.codempresa, t.data, t.dataFim),
  ],
);

/**
 * The private address of a person's calendar feed (issue 31, DESIGN's one feed per person): only the SHA-256 of
 * its token is kept, so the database never holds an address that works; one live address per person
 * (`feed_calendario_vivo`); revoking sets `revogado_em`, and a new one revokes the old in the same transaction.
 */
export const feedCalendario = pgTable(
  'feed_calendario',
  {
    codfeed: serial('codfeed').primaryKey(),
    codpessoa: integer('codpessoa')
      .notNull()
      .references(() => pessoa.codpessoa),
    /** Hex SHA-256 of the token: the feed's URL is looked up by it. */
    hashToken: text('hash_token').notNull(),
    criadoEm: quando('criado_em').notNull(),
    revogadoEm: quando('revogado_em'),
  },
  (t) => [
    uniqueIndex('feed_calendario_hash').on(t.hashToken),
    uniqueIndex('feed_calendario_vivo').on(t.codpessoa).where(sql`${t.revogadoEm} is null`),
  ],
);
