import { MENSAGENS_API, MENSAGENS_RESERVA, operacoes, podeCancelarReserva } from '@portal/core';
import { and, eq, ne } from 'drizzle-orm';
import { reserva } from '../../db/schema/index.ts';
import { alcanceDe } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { cancelarCobrancaReserva } from './cobranca-reserva.ts';
import { reservaDe, reservaDto } from './reserva-dto.ts';
import { anunciarReservasDaArea } from './unidades.ts';

/**
 * coddao 704 — a resident cancels a booking of their unit, within the area's window (core's
 * `podeCancelarReserva`); its fee goes with it — off the unit's bill, or its own charge cancelled (charge first,
 * as a payment takes them). One conditional
 * UPDATE decides: a booking already cancelled is refused, never cancelled twice.
 */
export const cancelarReserva = defineOperacao(operacoes.cancelarReserva, {
  acesso: 'token',
  muda: ['condominio', 'cobrancas'],
  async run(ctx, [, codreserva]) {
    const sessao = sessaoDe(ctx);
    const unidades = alcanceDe(sessao).condominios;
    const alvo = await reservaDe(ctx.db, codreserva, { unidades });
    if (!alvo) throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado);
    const agora = ctx.now();
    if (alvo.status === 'cancelada') throw new ErroOperacao('CONFLITO', MENSAGENS_RESERVA.jaCancelada);
    if (!podeCancelarReserva(alvo, new Date(alvo.inicio), agora))
      throw new ErroOperacao('CONFLITO', MENSAGENS_RESERVA.prazoCancelamento(alvo.cancelamentoHoras));
    await cancelarCobrancaReserva(ctx.db, alvo, agora);
    const [feita] = await ctx.db
      .update(reserva)
      .set({ status: 'cancelada', canceladaEm: agora, canceladaPor: sessao.pessoa.codpessoa })
      .where(and(eq(reserva.codreserva, codreserva), ne(reserva.status, 'cancelada')))
      .returning({ codreserva: reserva.codreserva });
    if (!feita) throw new ErroOperacao('CONFLITO', MENSAGENS_RESERVA.jaCancelada);
    const [lida] = await Promise.all([
      reservaDe(ctx.db, codreserva, { unidades }),
      anunciarReservasDaArea(ctx.db, alvo.codarea),
    ]);
    if (!lida) throw new Error('reserva não encontrada');
    return reservaDto(lida, agora);
  },
});
