import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { escopo, quando } from './colunas.ts';

// The cafeteria's purchases (issue 28); its cards are in cobrancas.ts, with the top-ups that raise them.

/** The statuses a purchase can have: a scheduled one is still ahead, a cancelled one costs nothing. */
export const STATUS_COMPRA_CANTINA = ['Entregue', 'Agendado', 'Cancelado'] as const;

/**
 * One purchase of a student at the cafeteria: what, when, how much. The day's spending (against the card's daily
 * limit) and the last purchases are read from here by the student's index (operations/cantina/).
 */
export const cantinaCompra = pgTable(
  'cantina_compra',
  {
    codcompra: serial('codcompra').primaryKey(),
    codaluno: text('codaluno').notNull(),
    quando: quando('quando').notNull(),
    item: text('item').notNull(),
    valorCentavos: integer('valor_centavos').notNull(),
    status: text('status').$type<(typeof STATUS_COMPRA_CANTINA)[number]>().notNull(),
    ...escopo(),
  },
  (t) => [
    index('cantina_compra_aluno_quando').on(t.codaluno, t.quando),
    check('cantina_compra_valor', sql`${t.valorCentavos} > 0`),
    check('cantina_compra_status', sql`${t.status} in ('Entregue', 'Agendado', 'Cancelado')`),
  ],
);
