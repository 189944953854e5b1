import { MENSAGENS_API, operacoes } from '@portal/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { enviada } from '../../db/enviada.ts';
import { preparada, sqlPreparada } from '../../db/preparada.ts';
import { rowsOf } from '../../db/rows.ts';
import { evento, inscricaoEvento } from '../../db/schema/index.ts';
import { criarCobrancaEvento } from '../../pagamentos/cobranca-evento.ts';
import { alcanceDe } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { anunciarVagasDe } from './anunciar-vagas.ts';
import { eventoTravado, inscricaoDe } from './evento-travado.ts';

/** The sign-up's row with its protocol — EV, the year, its number in at least 6 digits — as one statement. */
const novaInscricao = (db: Executor) =>
  sqlPreparada(
    db,
    'inscricao_nova',
    () => sql`
      INSERT INTO ${inscricaoEvento} (codinscricao, codevento, codpessoa, participantes, observacao, protocolo, dthcriacao)
      SELECT n, ${sql.placeholder('codevento')}::int, ${sql.placeholder('codpessoa')}::int,
        ${sql.placeholder('participantes')}::int, ${sql.placeholder('observacao')}::text,
        'EV' || ${sql.placeholder('ano')}::text || '-' || lpad(n::text, greatest(6, length(n::text)), '0'),
        ${sql.placeholder('dthcriacao')}::timestamptz
      FROM nextval(pg_get_serial_sequence('inscricao_evento', 'codinscricao')) AS n
      RETURNING codinscricao, protocolo`,
  );

/** The seats taken in one conditional UPDATE (no row: not enough left); the table's check keeps them in 0…vagas. */
const tomarVagas = (db: Executor) =>
  preparada(db, 'evento_tomar_vagas', () =>
    db
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
  );

/**
 * coddao 483 — signs the user up for an event (idempotent: runs inside the dispatcher's transaction).
 * The event row is locked first so two sign-ups never take the same last seat.
 */
export const inscreverEvento = defineOperacao(operacoes.inscricaoEvento, {
  acesso: 'token',
  muda: ['eventos', 'cobrancas'],
  async run(ctx, [, codevento], conteudo) {
    const alcance = alcanceDe(sessaoDe(ctx));
    const { codpessoa } = alcance;
    const participantes = conteudo?.participantes ?? 1;
    const dthcriacao = ctx.now();
    // The event's lock, the check for a sign-up already there, the seats and the sign-up's row go in one round trip
    // (db/transacao.ts), so the event's row is held across no other while this process gets back to it. Any of
    // them refused — the event not seen, already signed up (the unique index refuses the row too), no seats left —
    // throws, and the transaction takes back whatever went after it.
    const travado = eventoTravado(ctx, codevento, alcance);
    const ja = enviada(inscricaoDe(ctx.db).execute({ codevento, codpessoa }));
    const reservada = enviada(tomarVagas(ctx.db).execute({ codevento, participantes }));
    const criada = enviada(
      novaInscricao(ctx.db).execute({
        codevento,
        codpessoa,
        participantes,
        observacao: conteudo?.observacao ?? null,
        ano: String(dthcriacao.getUTCFullYear()),
        dthcriacao: dthcriacao.toISOString(),
      }),
    );
    const alvo = await travado;
    if ((await ja).length > 0) throw new ErroOperacao('INVALIDO', MENSAGENS_API.eventoJaInscrito);
    if ((await reservada).length === 0) throw new ErroOperacao('INVALIDO', MENSAGENS_API.eventoLotado);
    const [nova] = rowsOf<{ codinscricao: number; protocolo: string }>(await criada);
    if (!nova) throw new Error('inscrição não criada');
    // A paid event holds the seat until its charge is paid (48 h), in this same transaction.
    const [, cobrancaEvento] = await Promise.all([
      anunciarVagasDe(ctx.db, alvo),
      Number(alvo.valor) > 0
        ? criarCobrancaEvento(
            ctx.db,
            { ...alvo, valor: Number(alvo.valor) },
            { codinscricao: nova.codinscricao, codpessoa, participantes },
            dthcriacao,
          )
        : null,
    ]);
    return {
      codinscricao: nova.codinscricao,
      codevento,
      protocolo: nova.protocolo,
      dthcriacao: dthcriacao.toISOString(),
      ...(cobrancaEvento
        ? { codcobranca: cobrancaEvento.codcobranca, reservadaAte: cobrancaEvento.reservadaAte.toISOString() }
        : {}),
    };
  },
});
