import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { edificio, empresa } from './escopo.ts';
import { pessoa } from './pessoas.ts';

// Roles inside a section (DESIGN "Domain data and roles"): SPEC §6's credentials let a person into a section; what
// they may do there is their role in that company or building, checked by operations/papeis.ts, never by a page.

/** A person's role in a company: a school's responsável, professor or secretaria (more domains add theirs). */
export const papelEmpresa = pgTable(
  'papel_empresa',
  {
    codpessoa: integer('codpessoa')
      .notNull()
      .references(() => pessoa.codpessoa),
    codempresa: integer('codempresa')
      .notNull()
      .references(() => empresa.codempresa),
    papel: text('papel').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.codpessoa, t.codempresa, t.papel] }),
    // A company's people in a role (its school office, whom a roll call or a justification is announced to): the
    // key leads with the person.
    index('papel_empresa_empresa').on(t.codempresa, t.papel),
    check('papel_empresa_papel', sql`${t.papel} in ('responsavel', 'professor', 'secretaria')`),
  ],
);

/**
 * A person's staff role in a building: síndico or porteiro. A resident needs no row: their units are the
 * person's `condominios` (SPEC §3's lstcondomino).
 */
export const papelCondominio = pgTable(
  'papel_condominio',
  {
    codpessoa: integer('codpessoa')
      .notNull()
      .references(() => pessoa.codpessoa),
    codedificio: text('codedificio')
      .notNull()
      .references(() => edificio.codedificio),
    papel: text('papel').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.codpessoa, t.codedificio, t.papel] }),
    check('papel_condominio_papel', sql`${t.papel} in ('sindico', 'porteiro')`),
  ],
);
