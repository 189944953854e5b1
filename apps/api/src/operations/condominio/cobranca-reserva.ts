import { hojeEmBrasilia, textoDoHorario } from '@portal/core';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { cobranca, reserva } from '../../db/schema/index.ts';
import type { UnidadeDoContexto } from './unidades.ts';

/** Where a booking's fee is listed: among the unit's condominium bills (issue 13's charges: boleto and Pix). */
export const LISTA_COBRANCA_RESERVA = { modulo: 'condominio', lista: 'boletos' } as const;

/**
 * The fee of a booking as a charge of its unit, in the booking's transaction: paid to whoever the unit's own fee is
 * paid to (its latest condominium bill's payee, bank and Pix key), due on the booking's day, so it is settled
 * before the area is used. Its number comes from the booking's, so the same booking never makes two.
 */
export async function criarCobrancaReserva(
  db: Executor,
  r: { codreserva: number; area: string; inicio: Date; fim: Date; taxaCentavos: number },
  unidade: UnidadeDoContexto,
): Promise<number> {
  const [modelo] = await db
    .select({
      banco: cobranca.banco,
      beneficiario: cobranca.beneficiario,
      chavePix: cobranca.chavePix,
      cidade: cobranca.cidade,
    })
    .from(cobranca)
    .where(
      and(
        eq(cobranca.escCodcondomino, unidade.codcondomino),
        eq(cobranca.modulo, LISTA_COBRANCA_RESERVA.modulo),
        eq(cobranca.lista, LISTA_COBRANCA_RESERVA.lista),
      ),
    )
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
      txid: `RS${r.codreserva}`,
      chavePix: modelo?.chavePix ?? '',
      beneficiario: modelo?.beneficiario ?? unidade.nomcondominio,
      cidade: modelo?.cidade ?? '',
      vencimento: hojeEmBrasilia(r.inicio),
      valorCentavos: r.taxaCentavos,
      multaPercentual: 0,
      jurosMesPercentual: 0,
      itens: [{ descricao: `Taxa de reserva — ${r.area}`, valorCentavos: r.taxaCentavos }],
    })
    .returning({ codcobranca: cobranca.codcobranca });
  if (!criada) throw new Error('cobrança da reserva não criada');
  await db
    .update(reserva)
    .set({ codcobranca: criada.codcobranca })
    .where(eq(reserva.codreserva, r.codreserva));
  return criada.codcobranca;
}

/**
 * A cancelled booking's charge is cancelled with it, unless already paid (the office refunds it, as for a paid
 * event). Called before the booking's own row is written: charge first, as a payment takes them.
 */
export async function cancelarCobrancaReserva(db: Executor, codcobranca: number | null, agora: Date) {
  if (codcobranca === null) return;
  await db
    .update(cobranca)
    .set({ canceladoEm: agora })
    .where(and(eq(cobranca.codcobranca, codcobranca), isNull(cobranca.pagoEm), isNull(cobranca.canceladoEm)));
}
