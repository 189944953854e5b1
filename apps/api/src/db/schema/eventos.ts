import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { chaveDeEscopo, escopo, quando } from './colunas.ts';

// Events and their sign-ups: seats held within capacity by the database.

export const evento = pgTable(
  'evento',
  {
    codevento: integer('codevento').primaryKey(),
    ...escopo(),
    titulo: text('titulo').notNull(),
    descricao: text('descricao').notNull(),
    local: text('local').notNull(),
    dthinicio: quando('dthinicio').notNull(),
    dthfim: quando('dthfim').notNull(),
    vagas: integer('vagas').notNull(),
    /** Seats taken before the portal: sign-ups made elsewhere. */
    inscritos: integer('inscritos').notNull(),
    /**
     * Seats taken in all: `inscritos` plus every portal sign-up's participants. coddao 483 and 484 move it in
     * one conditional UPDATE each, and the database refuses any value outside 0…vagas, whatever the code does.
     */
    ocupadas: integer('ocupadas').notNull().default(0),
    valor: numeric('valor', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [
    check('evento_ocupadas_na_capacidade', sql`${t.ocupadas} >= 0 and ${t.ocupadas} <= ${t.vagas}`),
    // The events of the context's scopes (alcance.ts), not every event of the provider.
    index('evento_escopo').on(chaveDeEscopo(t)),
  ],
);

export const inscricaoEvento = pgTable(
  'inscricao_evento',
  {
    codinscricao: serial('codinscricao').primaryKey(),
    codevento: integer('codevento').notNull(),
    codpessoa: integer('codpessoa').notNull(),
    participantes: integer('participantes').notNull(),
    observacao: text('observacao'),
    protocolo: text('protocolo').notNull(),
    dthcriacao: quando('dthcriacao').notNull(),
    /** A paid event's charge (issue 13); null for a free event. */
    codcobranca: integer('codcobranca'),
    /** Until when an unpaid seat is held; null once paid (or free). The upkeep job frees it after this. */
    reservadaAte: quando('reservada_ate'),
  },
  (t) => [
    index('inscricao_evento_reserva').on(t.reservadaAte),
    uniqueIndex('inscricao_evento_pessoa').on(t.codevento, t.codpessoa),
    // The list's "signed up" flag asks for one person's sign-ups: by the person first.
    index('inscricao_evento_da_pessoa').on(t.codpessoa, t.codevento),
    check('inscricao_evento_participantes', sql`${t.participantes} > 0`),
  ],
);
