import { MENSAGENS_API, operacoes } from '@portal/core';
import { and, eq, sql } from 'drizzle-orm';
import { evento, inscricaoEvento } from '../../db/schema/index.ts';
import { criarCobrancaEvento } from '../../pagamentos/cobranca-evento.ts';
import { alcanceDe } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { anunciarVagas } from './anunciar-vagas.ts';
import { eventoTravado } from './evento-travado.ts';

/**
 * coddao 483 — signs the user up for an event (idempotent: runs inside the dispatcher's transaction).
 * The event row is locked first so two sign-ups never take the same last seat.
 */
export const inscreverEvento = defineOperacao(operacoes.inscricaoEvento, {
  acesso: 'token',
  muda: ['eventos', 'cobrancas'],
  async run(ctx, [, codevento], conteudo) {
    const alcance = alcanceDe(sessaoDe(ctx));
    const participantes = conteudo?.participantes ?? 1;
    const alvo = await eventoTravado(ctx, codevento, alcance);
    const [ja] = await ctx.db
      .select({ codinscricao: inscricaoEvento.codinscricao })
      .from(inscricaoEvento)
      .where(and(eq(inscricaoEvento.codevento, codevento), eq(inscricaoEvento.codpessoa, alcance.codpessoa)));
    if (ja) throw new ErroOperacao('INVALIDO', MENSAGENS_API.eventoJaInscrito);
    // The seats are taken in one conditional UPDATE; the table's check keeps them within 0…vagas regardless.
    const [reservada] = await ctx.db
      .update(evento)
      .set({ ocupadas: sql`${evento.ocupadas} + ${participantes}` })
      .where(
        and(
          eq(evento.codevento, alvo.codevento),
          sql`${evento.ocupadas} + ${participantes} <= ${evento.vagas}`,
        ),
      )
      .returning({ codevento: evento.codevento });
    if (!reservada) throw new ErroOperacao('INVALIDO', MENSAGENS_API.eventoLotado);
    await anunciarVagas(ctx.db, [alvo.codevento]);
    const dthcriacao = ctx.now();
    const [criada] = await ctx.db
      .insert(inscricaoEvento)
      .values({
        codevento,
        codpessoa: alcance.codpessoa,
        participantes,
        observacao: conteudo?.observacao ?? null,
        protocolo: '',
        dthcriacao,
      })
      .returning({ codinscricao: inscricaoEvento.codinscricao });
    if (!criada) throw new Error('inscrição não criada');
    const protocolo = `EV${dthcriacao.getUTCFullYear()}-${String(criada.codinscricao).padStart(6, '0')}`;
    await ctx.db
      .update(inscricaoEvento)
      .set({ protocolo })
      .where(eq(inscricaoEvento.codinscricao, criada.codinscricao));
    // A paid event holds the seat until its charge is paid (48 h), in this same transaction.
    const cobrancaEvento =
      Number(alvo.valor) > 0
        ? await criarCobrancaEvento(
            ctx.db,
            { ...alvo, valor: Number(alvo.valor) },
            { codinscricao: criada.codinscricao, codpessoa: alcance.codpessoa, participantes },
            dthcriacao,
          )
        : null;
    return {
      codinscricao: criada.codinscricao,
      codevento,
      protocolo,
      dthcriacao: dthcriacao.toISOString(),
      ...(cobrancaEvento
        ? { codcobranca: cobrancaEvento.codcobranca, reservadaAte: cobrancaEvento.reservadaAte.toISOString() }
        : {}),
    };
  },
});
