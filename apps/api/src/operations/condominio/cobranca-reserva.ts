import { hojeEmBrasilia, textoDoHorario } from '@portal/core';
import { and, asc, desc, eq, gte, inArray, isNull, notLike, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { cobranca, reserva } from '../../db/schema/index.ts';
import { anunciar } from '../../mudancas/anunciar.ts';
import { moradoresDa } from './avisos-reserva.ts';
import type { UnidadeDoContexto } from './unidades.ts';

/** Where a booking's fee is listed: among the unit's condominium bills (issue 13's charges: boleto and Pix). */
export const LISTA_COBRANCA_RESERVA = { modulo: 'condominio', lista: 'boletos' } as const;

/** A booking's own charge (made only when the unit has no open bill) has this txid: `RS<codreserva>`. */
const PREFIXO_TXID = 'RS';

export interface TaxaReserva {
  codreserva: number;
  area: string;
  inicio: Date;
  fim: Date;
  taxaCentavos: number;
}

/**
 * The booking's line on a bill, with its day and time (two bookings of one area on one bill are told apart);
 * `codreserva` marks it so its cancellation finds it (the DTO leaves it out).
 */
const itemDa = (r: TaxaReserva) => ({
  descricao: `Taxa de reserva — ${r.area}, ${textoDoHorario(r)}`,
  valorCentavos: r.taxaCentavos,
  codreserva: r.codreserva,
});

/** The unit's condominium bills. */
const contasDa = (unidade: UnidadeDoContexto) =>
  and(
    eq(cobranca.escCodcondomino, unidade.codcondomino),
    eq(cobranca.modulo, LISTA_COBRANCA_RESERVA.modulo),
    eq(cobranca.lista, LISTA_COBRANCA_RESERVA.lista),
  );

/** The bill's items as JSON holding this booking's line: how a statement knows the fee is (still) on it. */
const comItemDa = (codreserva: number) =>
  sql`${cobranca.itens} @> ${JSON.stringify([{ codreserva }])}::jsonb`;

/**
 * The fee of a booking, in the booking's transaction, as condominium systems do it: "lançada na próxima cota". It
 * becomes an item of the unit's next open bill — the earliest one of its condominium bills due today or later,
 * neither paid, cancelled, nor partly paid (whoever paid part of it paid the amount they were shown), and not
 * another booking's own charge — raising its value; its boleto and Pix are computed from the value when read
 * (core's codigosCobranca), so they carry the new amount. One UPDATE picks the bill and adds the item: a payment of
 * that bill at the same moment holds its row, and once it commits the UPDATE re-checks the bill and finds it paid.
 * Two bookings of the unit are serialised before this by the lock on the unit's row (reservar-area.ts); each adds
 * its own line once (the UPDATE skips a bill that already holds it). Only when no bill is open is the fee a charge
 * of its own, due on the booking's day.
 */
export async function lancarTaxaReserva(
  db: Executor,
  r: TaxaReserva,
  unidade: UnidadeDoContexto,
  agora: Date,
): Promise<number> {
  const proxima = db
    .select({ codcobranca: cobranca.codcobranca })
    .from(cobranca)
    .where(
      and(
        contasDa(unidade),
        isNull(cobranca.pagoEm),
        isNull(cobranca.canceladoEm),
        eq(cobranca.recebidoCentavos, 0),
        gte(cobranca.vencimento, hojeEmBrasilia(agora)),
        notLike(cobranca.txid, `${PREFIXO_TXID}%`),
      ),
    )
    .orderBy(asc(cobranca.vencimento), asc(cobranca.codcobranca))
    .limit(1);
  const [lancada] = await db
    .update(cobranca)
    .set({
      valorCentavos: sql`${cobranca.valorCentavos} + ${r.taxaCentavos}`,
      itens: sql`${cobranca.itens} || ${JSON.stringify([itemDa(r)])}::jsonb`,
    })
    .where(
      and(
        inArray(cobranca.codcobranca, proxima),
        isNull(cobranca.pagoEm),
        isNull(cobranca.canceladoEm),
        eq(cobranca.recebidoCentavos, 0),
        sql`not ${comItemDa(r.codreserva)}`,
      ),
    )
    .returning({ codcobranca: cobranca.codcobranca });
  const codcobranca = lancada?.codcobranca ?? (await criarCobrancaPropria(db, r, unidade));
  await db.update(reserva).set({ codcobranca }).where(eq(reserva.codreserva, r.codreserva));
  await anunciarCobrancasDa(db, unidade.codcondomino);
  return codcobranca;
}

/**
 * A booking's own charge, when the unit has no open bill: paid to whoever the unit's own fee is paid to (its latest
 * condominium bill's payee, bank and Pix key), due on the booking's day. Its number comes from the booking's, so
 * the same booking never makes two.
 */
async function criarCobrancaPropria(db: Executor, r: TaxaReserva, unidade: UnidadeDoContexto) {
  const [modelo] = await db
    .select({
      banco: cobranca.banco,
      beneficiario: cobranca.beneficiario,
      chavePix: cobranca.chavePix,
      cidade: cobranca.cidade,
    })
    .from(cobranca)
    .where(contasDa(unidade))
    .orderBy(desc(cobranca.vencimento))
    .limit(1);
  const nossoNumero = `78${String(r.codreserva).padStart(10, '0')}`;
  const [criada] = await db
    .insert(cobranca)
    .values({
      ...LISTA_COBRANCA_RESERVA,
      escCodcondomino: unidade.codcondomino,
      titulo: `Reserva: ${r.area}`,
      subtitulo: textoDoHorario(r),
      banco: modelo?.banco ?? '001',
      campoLivre: nossoNumero.padStart(25, '0'),
      nossoNumero,
      txid: `${PREFIXO_TXID}${r.codreserva}`,
      chavePix: modelo?.chavePix ?? '',
      beneficiario: modelo?.beneficiario ?? unidade.nomcondominio,
      cidade: modelo?.cidade ?? '',
      vencimento: hojeEmBrasilia(r.inicio),
      valorCentavos: r.taxaCentavos,
      multaPercentual: 0,
      jurosMesPercentual: 0,
      itens: [itemDa(r)],
    })
    .returning({ codcobranca: cobranca.codcobranca });
  if (!criada) throw new Error('cobrança da reserva não criada');
  return criada.codcobranca;
}

/**
 * A cancelled booking's fee goes with it, unless its bill is already paid (the office refunds it, as for a paid
 * event): its own charge is cancelled; a line on the unit's bill is taken off and the bill's value lowered by it.
 * Each statement is conditional on what it undoes (the own charge still open; the line still on the bill), so a
 * second call changes nothing. Called before the booking's own row is written: charge first, as a payment takes them.
 */
export async function cancelarCobrancaReserva(
  db: Executor,
  r: { codreserva: number; codcobranca: number | null },
  agora: Date,
) {
  if (r.codcobranca === null) return;
  const aberta = and(
    eq(cobranca.codcobranca, r.codcobranca),
    isNull(cobranca.pagoEm),
    isNull(cobranca.canceladoEm),
  );
  const propria = await db
    .update(cobranca)
    .set({ canceladoEm: agora })
    .where(and(aberta, eq(cobranca.txid, `${PREFIXO_TXID}${r.codreserva}`)))
    .returning({ codcondomino: cobranca.escCodcondomino });
  const daReserva = sql`(i->>'codreserva')::int = ${r.codreserva}`;
  const linha = await db
    .update(cobranca)
    .set({
      valorCentavos: sql`${cobranca.valorCentavos} - (
        select coalesce(sum((i->>'valorCentavos')::int), 0)::int from jsonb_array_elements(${cobranca.itens}) i
        where ${daReserva})`,
      itens: sql`(
        select coalesce(jsonb_agg(i order by n), '[]'::jsonb) from jsonb_array_elements(${cobranca.itens})
        with ordinality as e(i, n) where not coalesce(${daReserva}, false))`,
    })
    .where(and(aberta, notLike(cobranca.txid, `${PREFIXO_TXID}%`), comItemDa(r.codreserva)))
    .returning({ codcondomino: cobranca.escCodcondomino });
  for (const codcondomino of new Set([...propria, ...linha].map((c) => c.codcondomino)))
    if (codcondomino !== null) await anunciarCobrancasDa(db, codcondomino);
}

/**
 * Every resident of the unit sees its bills (the caller's `muda` reaches only the caller): the read cache of each
 * forgets them, and their streams hear it.
 */
async function anunciarCobrancasDa(db: Executor, codcondomino: string): Promise<void> {
  await anunciar(db, ['cobrancas'], await moradoresDa(db, codcondomino));
}
