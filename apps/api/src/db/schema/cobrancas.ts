import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { chaveDeEscopo, escopo, quando } from './colunas.ts';

// Charges (boleto and Pix), the payments that settle them, and the cafeteria cards their top-ups raise.

/**
 * A charge (issue 13): every bill of every module, one row each and nowhere else (no module record copies it). Its
 * boleto and Pix are computed by core from these columns; its status from the dates (core's encargosCobranca).
 */
export const cobranca = pgTable(
  'cobranca',
  {
    /** The demo's charges keep the numbers their bills had; charges made later (top-ups, paid events) take the next. */
    codcobranca: serial('codcobranca').primaryKey(),
    modulo: text('modulo').notNull(),
    lista: text('lista').notNull(),
    ...escopo(),
    titulo: text('titulo').notNull(),
    subtitulo: text('subtitulo'),
    banco: text('banco').notNull(),
    campoLivre: text('campo_livre').notNull(),
    nossoNumero: text('nosso_numero').notNull(),
    txid: text('txid').notNull(),
    chavePix: text('chave_pix').notNull(),
    beneficiario: text('beneficiario').notNull(),
    cidade: text('cidade').notNull(),
    vencimento: date('vencimento', { mode: 'string' }).notNull(),
    valorCentavos: integer('valor_centavos').notNull(),
    multaPercentual: doublePrecision('multa_percentual').notNull(),
    jurosMesPercentual: doublePrecision('juros_mes_percentual').notNull(),
    /**
     * What its payments brought in so far: the webhook adds each payment to it in the payment's transaction, so a
     * list reads what is still due without summing the payments of every row.
     */
    recebidoCentavos: integer('recebido_centavos').notNull().default(0),
    pagoEm: quando('pago_em'),
    canceladoEm: quando('cancelado_em'),
    /**
     * Which side the context's company is on: true when it issued the charge (a receivable its customer pays),
     * so it is listed but never offered to pay (issue 28).
     */
    aReceber: boolean('a_receber').notNull().default(false),
    /** A punctuality discount in cents and its last day: both or neither. */
    descontoCentavos: integer('desconto_centavos'),
    descontoAte: date('desconto_ate', { mode: 'string' }),
    /**
     * What makes up the amount (a condominium's fee, its reserve fund, an apportionment), in cents. A booking's fee
     * added to the bill (issue 32) carries its `codreserva`, so cancelling the booking takes that line off.
     */
    itens: jsonb('itens')
      .$type<{ descricao: string; valorCentavos: number; codreserva?: number }[]>()
      .notNull()
      .default([]),
  },
  (t) => [
    check('cobranca_recebido', sql`${t.recebidoCentavos} >= 0`),
    check(
      'cobranca_desconto',
      sql`(${t.descontoCentavos} is null) = (${t.descontoAte} is null) and coalesce(${t.descontoCentavos}, 1) > 0`,
    ),
    uniqueIndex('cobranca_txid').on(t.txid),
    uniqueIndex('cobranca_nosso_numero').on(t.nossoNumero),
    index('cobranca_vencimento').on(t.vencimento),
    // A person's charges by their scope's key (alcance.ts): lists 500 and the next due (505) read only those.
    index('cobranca_escopo').on(chaveDeEscopo(t)),
  ],
);

/** A payment confirmed by the provider's webhook: one per provider payment id (a replay inserts nothing). */
export const pagamento = pgTable(
  'pagamento',
  {
    codpagamento: serial('codpagamento').primaryKey(),
    idProvedor: text('id_provedor').notNull(),
    codcobranca: integer('codcobranca').notNull(),
    valorCentavos: integer('valor_centavos').notNull(),
    meio: text('meio').notNull(),
    pagoEm: quando('pago_em').notNull(),
    autenticacao: text('autenticacao').notNull(),
    recebidoEm: quando('recebido_em').notNull(),
  },
  (t) => [
    uniqueIndex('pagamento_id_provedor').on(t.idProvedor),
    index('pagamento_cobranca').on(t.codcobranca),
  ],
);

/** A student's cafeteria card (issue 13): balance (raised by paid top-ups), the day's limit, blocked items. */
export const cantinaCartao = pgTable(
  'cantina_cartao',
  {
    codaluno: text('codaluno').primaryKey(),
    saldoCentavos: integer('saldo_centavos').notNull(),
    limiteDiarioCentavos: integer('limite_diario_centavos').notNull(),
    bloqueados: jsonb('bloqueados').$type<string[]>().notNull(),
  },
  (t) => [check('cantina_cartao_saldo', sql`${t.saldoCentavos} >= 0`)],
);
