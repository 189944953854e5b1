import { MENSAGENS_API, operacoes } from '@portal/core';
import { eq, sql } from 'drizzle-orm';
import { preparada } from '../../db/preparada.ts';
import { evento, inscricaoEvento } from '../../db/schema/index.ts';
import { cancelarCobrancasDasInscricoes } from '../../pagamentos/cobranca-evento.ts';
import { alcanceDe } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { anunciarVagas } from './anunciar-vagas.ts';
import { daInscricaoMarcada, eventoTravado } from './evento-travado.ts';

/**
 * coddao 484 — cancels the user's sign-up until the event starts, releasing its seats (idempotent like 483;
 * the event row is locked as a sign-up locks it). Cancelling what is no longer there changes nothing.
 */
export const cancelarInscricaoEvento = defineOperacao(operacoes.cancelarInscricaoEvento, {
  acesso: 'token',
  muda: ['eventos', 'cobrancas'],
  async run(ctx, [, codevento]) {
    const alcance = alcanceDe(sessaoDe(ctx));
    const alvo = await eventoTravado(ctx, codevento, alcance);
    if (ctx.now().getTime() >= alvo.dthinicio.getTime()) {
      throw new ErroOperacao('CONFLITO', MENSAGENS_API.eventoJaComecou);
    }
    // Cancelling before the event cancels its unpaid charge too: the charge before the sign-up, as a payment
    // takes them (pagamentos/cobranca-evento.ts).
    const inscricoes = { codevento, codpessoa: alcance.codpessoa };
    await cancelarCobrancasDasInscricoes(ctx.db, inscricoes, ctx.now());
    const removidas = await preparada(ctx.db, 'inscricao_remover', () =>
      ctx.db
        .delete(inscricaoEvento)
        .where(daInscricaoMarcada)
        .returning({ participantes: inscricaoEvento.participantes })
        .prepare('inscricao_remover'),
    ).execute(inscricoes);
    const liberadas = removidas.reduce((soma, r) => soma + r.participantes, 0);
    if (liberadas > 0) {
      // Side by side on the transaction's connection: the event's row is already held by this transaction.
      await Promise.all([
        preparada(ctx.db, 'evento_liberar_vagas', () =>
          ctx.db
            .update(evento)
            .set({ ocupadas: sql`${evento.ocupadas} - ${sql.placeholder('liberadas')}::int` })
            .where(eq(evento.codevento, sql.placeholder('codevento')))
            .prepare('evento_liberar_vagas'),
        ).execute({ liberadas, codevento: alvo.codevento }),
        anunciarVagas(ctx.db, [alvo.codevento]),
      ]);
    }
    return { codevento, cancelada: removidas.length > 0 };
  },
});
