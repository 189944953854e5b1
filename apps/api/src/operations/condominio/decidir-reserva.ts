import {
  MENSAGENS_API,
  MENSAGENS_RESERVA,
  operacoes,
  type SituacaoReserva,
  textoDoHorario,
} from '@portal/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { reserva } from '../../db/schema/index.ts';
import { alcanceDe } from '../alcance.ts';
import { type Contexto, sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { avisar, moradoresDa, ROTA_MINHAS_RESERVAS } from './avisos-reserva.ts';
import { cancelarCobrancaReserva } from './cobranca-reserva.ts';
import { type ReservaLida, reservaDe, reservaDto } from './reserva-dto.ts';
import { edificiosDoSindico } from './sindico.ts';
import { anunciarReservasDaArea } from './unidades.ts';

/**
 * Moves a booking of the síndico's building from one of `de` to `para` in one conditional UPDATE (a booking
 * someone else moved meanwhile matches nothing: `recusa`), cancelling its charge first when it is cancelled, and
 * tells the unit's residents — all in the request's transaction.
 */
export async function moverReserva(
  db: Executor,
  alvo: { codreserva: number; edificios: string[]; codpessoa: number; agora: Date },
  de: SituacaoReserva[],
  para: SituacaoReserva,
  motivo: string | null,
  recusa: string,
  aviso: (r: ReservaLida) => { titulo: string; texto: string },
): Promise<ReservaLida> {
  const atual = await reservaDe(db, alvo.codreserva, { edificios: alvo.edificios });
  if (!atual) throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado);
  if (para === 'cancelada') await cancelarCobrancaReserva(db, atual, alvo.agora);
  const [feita] = await db
    .update(reserva)
    .set({
      status: para,
      motivo,
      ...(para === 'cancelada' ? { canceladaEm: alvo.agora, canceladaPor: alvo.codpessoa } : {}),
    })
    .where(and(eq(reserva.codreserva, alvo.codreserva), inArray(reserva.status, de)))
    .returning({ codreserva: reserva.codreserva });
  if (!feita) throw new ErroOperacao('CONFLITO', recusa);
  const [lida] = await Promise.all([
    reservaDe(db, alvo.codreserva, { edificios: alvo.edificios }),
    anunciarReservasDaArea(db, atual.codarea),
  ]);
  if (!lida) throw new Error('reserva não encontrada');
  await avisar(
    db,
    await moradoresDa(db, lida.codcondomino),
    { ...aviso(lida), rota: ROTA_MINHAS_RESERVAS, codcondomino: lida.codcondomino },
    alvo.agora,
  );
  return lida;
}

/**
 * What both síndico operations start with: the caller's buildings as síndico (403 otherwise), and the reason a
 * refusal or a cancellation must give, named as the field that lacks it.
 */
async function doSindico(ctx: Contexto, codreserva: number, motivo: string | undefined, exigeMotivo = true) {
  const sessao = sessaoDe(ctx);
  const edificios = await edificiosDoSindico(ctx.db, alcanceDe(sessao));
  if (exigeMotivo && !motivo)
    throw new ErroOperacao('INVALIDO', MENSAGENS_RESERVA.motivoObrigatorio, {
      'conteudo.motivo': MENSAGENS_RESERVA.motivoObrigatorio,
    });
  const agora = ctx.now();
  return { alvo: { codreserva, edificios, codpessoa: sessao.pessoa.codpessoa, agora }, agora };
}

const quando = (r: ReservaLida) => textoDoHorario({ inicio: new Date(r.inicio), fim: new Date(r.fim) });

/**
 * coddao 706 — the síndico approves a pending booking (confirmada) or refuses it (cancelada, with the reason,
 * its charge cancelled); the unit's residents are told either way. Only a síndico of the area's building (403).
 */
export const decidirReserva = defineOperacao(operacoes.decidirReserva, {
  acesso: 'token',
  muda: ['condominio', 'cobrancas'],
  async run(ctx, [, codreserva], { aprovar, motivo }) {
    const { alvo, agora } = await doSindico(ctx, codreserva, motivo, !aprovar);
    const lida = await moverReserva(
      ctx.db,
      alvo,
      ['pendente'],
      aprovar ? 'confirmada' : 'cancelada',
      aprovar ? null : (motivo ?? null),
      MENSAGENS_RESERVA.naoPendente,
      (r) =>
        aprovar
          ? { titulo: 'Reserva aprovada', texto: `${r.area} em ${quando(r)} foi aprovada pelo síndico.` }
          : {
              titulo: 'Reserva recusada',
              texto: `${r.area} em ${quando(r)} foi recusada pelo síndico. Motivo: ${motivo}`,
            },
    );
    return reservaDto(lida, agora);
  },
});

/** coddao 707 — the síndico cancels any live booking of the building, with a reason; the residents are told. */
export const cancelarReservaSindico = defineOperacao(operacoes.cancelarReservaSindico, {
  acesso: 'token',
  muda: ['condominio', 'cobrancas'],
  async run(ctx, [, codreserva], { motivo }) {
    const { alvo, agora } = await doSindico(ctx, codreserva, motivo);
    const lida = await moverReserva(
      ctx.db,
      alvo,
      ['pendente', 'confirmada'],
      'cancelada',
      motivo,
      MENSAGENS_RESERVA.jaCancelada,
      (r) => ({
        titulo: 'Reserva cancelada pelo síndico',
        texto: `${r.area} em ${quando(r)} foi cancelada pelo síndico. Motivo: ${motivo}`,
      }),
    );
    return reservaDto(lida, agora);
  },
});
