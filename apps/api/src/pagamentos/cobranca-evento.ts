import { stripNonDigits } from '@portal/core';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/database.ts';
import { preparada } from '../db/preparada.ts';
import { cobranca, empresa, evento, inscricaoEvento } from '../db/schema/index.ts';
import { emTransacao } from '../db/transacao.ts';
import { anunciar } from '../mudancas/anunciar.ts';
import { hojeDe } from '../operations/cobrancas/cobranca-dto.ts';
import { anunciarVagas } from '../operations/eventos/anunciar-vagas.ts';
import { daInscricaoMarcada } from '../operations/eventos/evento-travado.ts';

/** How long an unpaid seat of a paid event is held: its charge falls due within these 48 hours. */
export const RESERVA_EVENTO_MS = 48 * 3_600_000;

/** Who receives for an event no company offers (the portal's own events). */
const ORGANIZADOR_PORTAL = {
  nomempresa: 'Portal do Cliente Eventos',
  cnpj: '11.222.333/0001-81',
  cidade: 'Campinas',
};

export const LISTA_COBRANCA_EVENTO = { modulo: 'eventos', lista: 'inscricoes' } as const;

/**
 * The charge of a paid event's sign-up (issue 13), in the sign-up's transaction: due when the hold ends, in the
 * person's name and the event's company; the sign-up keeps its number and how long its seat is held.
 */
export async function criarCobrancaEvento(
  db: Executor,
  alvo: { codevento: number; titulo: string; valor: number; escCodempresa: number | null },
  inscricao: { codinscricao: number; codpessoa: number; participantes: number },
  agora: Date,
): Promise<{ codcobranca: number; reservadaAte: Date }> {
  const [dono] =
    alvo.escCodempresa === null
      ? []
      : await db.select().from(empresa).where(eq(empresa.codempresa, alvo.escCodempresa)).limit(1);
  const organizador = dono?.dados ?? ORGANIZADOR_PORTAL;
  const reservadaAte = new Date(agora.getTime() + RESERVA_EVENTO_MS);
  const nossoNumero = `77${String(inscricao.codinscricao).padStart(10, '0')}`;
  const [criada] = await db
    .insert(cobranca)
    .values({
      ...LISTA_COBRANCA_EVENTO,
      escCodpessoa: inscricao.codpessoa,
      escCodempresa: alvo.escCodempresa,
      titulo: `Inscrição: ${alvo.titulo}`,
      subtitulo:
        inscricao.participantes === 1 ? '1 participante' : `${inscricao.participantes} participantes`,
      banco: '001',
      campoLivre: nossoNumero.padStart(25, '0'),
      nossoNumero,
      txid: `EV${inscricao.codinscricao}`,
      chavePix: stripNonDigits(organizador.cnpj ?? ORGANIZADOR_PORTAL.cnpj),
      beneficiario: organizador.nomempresa,
      cidade: organizador.cidade ?? ORGANIZADOR_PORTAL.cidade,
      // The hold's last day in Brasília: paid by then, the seat is kept.
      vencimento: hojeDe(reservadaAte),
      valorCentavos: Math.round(alvo.valor * inscricao.participantes * 100),
      multaPercentual: 0,
      jurosMesPercentual: 0,
    })
    .returning({ codcobranca: cobranca.codcobranca });
  if (!criada) throw new Error('cobrança do evento não criada');
  await db
    .update(inscricaoEvento)
    .set({ codcobranca: criada.codcobranca, reservadaAte })
    .where(eq(inscricaoEvento.codinscricao, inscricao.codinscricao));
  return { codcobranca: criada.codcobranca, reservadaAte };
}

/** A paid event's charge was paid: its seat is no longer a hold. */
export async function confirmarReservaEvento(db: Executor, codcobranca: number): Promise<void> {
  await db
    .update(inscricaoEvento)
    .set({ reservadaAte: null })
    .where(eq(inscricaoEvento.codcobranca, codcobranca));
}

/**
 * Cancels the unpaid charges of a person's sign-ups to an event, just before they are removed (coddao 484).
 * Charges are taken first, in the order a payment takes them (charge, then sign-up), as the job below does: a
 * payment arriving at that moment and the cancellation wait for each other instead of deadlocking, and a charge
 * paid first stays paid (the office refunds it, as for any paid sign-up cancelled later).
 */
export async function cancelarCobrancasDasInscricoes(
  db: Executor,
  inscricoes: { codevento: number; codpessoa: number },
  agora: Date,
): Promise<void> {
  await preparada(db, 'inscricao_cobrancas_cancelar', () => {
    const daPessoa = db
      .select({ codcobranca: inscricaoEvento.codcobranca })
      .from(inscricaoEvento)
      .where(daInscricaoMarcada);
    return db
      .update(cobranca)
      .set({ canceladoEm: sql`${sql.placeholder('agora')}::timestamptz` })
      .where(
        and(inArray(cobranca.codcobranca, daPessoa), isNull(cobranca.pagoEm), isNull(cobranca.canceladoEm)),
      )
      .prepare('inscricao_cobrancas_cancelar');
  }).execute({ ...inscricoes, agora: agora.toISOString() });
}

/**
 * The upkeep job: every hold past its time is removed in one transaction — its charge cancelled, its seats back
 * to the event. Charges are taken first, in the order a payment takes them (charge, then sign-up), so the job and
 * a payment arriving at that moment wait for each other instead of deadlocking; a charge paid first is not
 * cancelled and its seat stays (the payment cleared the hold).
 */
export async function expirarReservasEvento(db: Db, agora: Date): Promise<number> {
  return emTransacao(db, async (tx) => {
    const vencidas = tx
      .select({ codcobranca: inscricaoEvento.codcobranca })
      .from(inscricaoEvento)
      .where(lt(inscricaoEvento.reservadaAte, agora));
    const canceladas = await tx
      .update(cobranca)
      .set({ canceladoEm: agora })
      .where(
        and(inArray(cobranca.codcobranca, vencidas), isNull(cobranca.pagoEm), isNull(cobranca.canceladoEm)),
      )
      .returning({ codcobranca: cobranca.codcobranca });
    if (canceladas.length === 0) return 0;
    const removidas = await tx
      .delete(inscricaoEvento)
      .where(
        and(
          lt(inscricaoEvento.reservadaAte, agora),
          inArray(
            inscricaoEvento.codcobranca,
            canceladas.map((c) => c.codcobranca),
          ),
        ),
      )
      .returning({
        codevento: inscricaoEvento.codevento,
        codpessoa: inscricaoEvento.codpessoa,
        participantes: inscricaoEvento.participantes,
      });
    // Each person whose hold lapsed sees the charge cancelled and the sign-up gone, at commit.
    await anunciar(
      tx,
      ['cobrancas', 'eventos'],
      removidas.map((r) => r.codpessoa),
    );
    for (const r of removidas) {
      await tx
        .update(evento)
        .set({ ocupadas: sql`${evento.ocupadas} - ${r.participantes}` })
        .where(eq(evento.codevento, r.codevento));
    }
    // The seats came back: everyone who sees those events hears it.
    await anunciarVagas(
      tx,
      removidas.map((r) => r.codevento),
    );
    return removidas.length;
  });
}
