import { MENSAGENS_API, operacoes } from '@portal/core';
import { and, eq, sql } from 'drizzle-orm';
import { preparada } from '../../db/preparada.ts';
import { evento, inscricaoEvento } from '../../db/schema/index.ts';
import { criarCobrancaEvento } from '../../pagamentos/cobranca-evento.ts';
import { alcanceDe } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { anunciarVagas } from './anunciar-vagas.ts';
import { eventoTravado, inscricaoDe } from './evento-travado.ts';

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
    // The check for a sign-up already there and the seats' UPDATE go at once (one round trip while the event's row
    // is held, db/transacao.ts): a sign-up already there throws, and the transaction takes the seats back with it.
    const [[ja], [reservada]] = await Promise.all([
      inscricaoDe(ctx.db).execute({ codevento, codpessoa: alcance.codpessoa }),
      // The seats are taken in one conditional UPDATE; the table's check keeps them within 0…vagas regardless.
      preparada(ctx.db, 'evento_tomar_vagas', () =>
        ctx.db
          .update(evento)
          .set({ ocupadas: sql`${evento.ocupadas} + ${sql.placeholder('participantes')}::int` })
          .where(
            and(
              eq(evento.codevento, sql.placeholder('codevento')),
              sql`${evento.ocupadas} + ${sql.placeholder('participantes')}::int <= ${evento.vagas}`,
            ),
          )
          .returning({ codevento: evento.codevento })
          .prepare('evento_tomar_vagas'),
      ).execute({ codevento: alvo.codevento, participantes }),
    ]);
    if (ja) throw new ErroOperacao('INVALIDO', MENSAGENS_API.eventoJaInscrito);
    if (!reservada) throw new ErroOperacao('INVALIDO', MENSAGENS_API.eventoLotado);
    const dthcriacao = ctx.now();
    // The seats' announcement and the sign-up's rows run side by side on the transaction's connection.
    const inscrever = async () => {
      const [criada] = await preparada(ctx.db, 'inscricao_nova', () =>
        ctx.db
          .insert(inscricaoEvento)
          .values({
            codevento: sql.placeholder('codevento'),
            codpessoa: sql.placeholder('codpessoa'),
            participantes: sql.placeholder('participantes'),
            observacao: sql.placeholder('observacao'),
            protocolo: '',
            dthcriacao: sql`${sql.placeholder('dthcriacao')}::timestamptz`,
          })
          .returning({ codinscricao: inscricaoEvento.codinscricao })
          .prepare('inscricao_nova'),
      ).execute({
        codevento,
        codpessoa: alcance.codpessoa,
        participantes,
        observacao: conteudo?.observacao ?? null,
        dthcriacao: dthcriacao.toISOString(),
      });
      if (!criada) throw new Error('inscrição não criada');
      const protocolo = `EV${dthcriacao.getUTCFullYear()}-${String(criada.codinscricao).padStart(6, '0')}`;
      await preparada(ctx.db, 'inscricao_protocolo', () =>
        ctx.db
          .update(inscricaoEvento)
          .set({ protocolo: sql`${sql.placeholder('protocolo')}` })
          .where(eq(inscricaoEvento.codinscricao, sql.placeholder('codinscricao')))
          .prepare('inscricao_protocolo'),
      ).execute({ protocolo, codinscricao: criada.codinscricao });
      return { criada, protocolo };
    };
    const [, { criada, protocolo }] = await Promise.all([
      anunciarVagas(ctx.db, [alvo.codevento]),
      inscrever(),
    ]);
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
