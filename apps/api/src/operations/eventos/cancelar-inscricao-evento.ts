import { MENSAGENS_API, operacoes } from '@portal/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { enviada } from '../../db/enviada.ts';
import { sqlPreparada } from '../../db/preparada.ts';
import { rowsOf } from '../../db/rows.ts';
import { evento, inscricaoEvento } from '../../db/schema/index.ts';
import { cancelarCobrancasDasInscricoes } from '../../pagamentos/cobranca-evento.ts';
import { alcanceDe } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { anunciarVagasDe } from './anunciar-vagas.ts';
import { daInscricaoMarcada, eventoTravado } from './evento-travado.ts';

/**
 * The person's sign-up removed and its seats given back to the event, as one statement: a row when there was a
 * sign-up to remove, none otherwise.
 */
const removerEDevolver = (db: Executor) =>
  sqlPreparada(
    db,
    'inscricao_remover',
    () => sql`
      WITH removidas AS (
        DELETE FROM ${inscricaoEvento} WHERE ${daInscricaoMarcada} RETURNING participantes),
      devolvidas AS (SELECT count(*)::int AS inscricoes, coalesce(sum(participantes), 0)::int AS vagas FROM removidas)
      UPDATE ${evento} SET ocupadas = ocupadas - devolvidas.vagas FROM devolvidas
      WHERE ${evento.codevento} = ${sql.placeholder('codevento')}::int AND devolvidas.inscricoes > 0
      RETURNING devolvidas.inscricoes`,
  );

/**
 * coddao 484 — cancels the user's sign-up until the event starts, releasing its seats (idempotent like 483;
 * the event row is locked as a sign-up locks it). Cancelling what is no longer there changes nothing.
 */
export const cancelarInscricaoEvento = defineOperacao(operacoes.cancelarInscricaoEvento, {
  acesso: 'token',
  muda: ['eventos', 'cobrancas'],
  async run(ctx, [, codevento]) {
    const alcance = alcanceDe(sessaoDe(ctx));
    const inscricoes = { codevento, codpessoa: alcance.codpessoa };
    // The event's lock, its unpaid charge cancelled and the sign-up removed with its seats go in one round trip
    // (as in inscrever-evento.ts): an event not seen, or already started, throws and the transaction takes them
    // back. The charge goes before the sign-up, as a payment takes them (pagamentos/cobranca-evento.ts).
    const travado = eventoTravado(ctx, codevento, alcance);
    const cobrancas = enviada(cancelarCobrancasDasInscricoes(ctx.db, inscricoes, ctx.now()));
    const removidas = enviada(removerEDevolver(ctx.db).execute(inscricoes));
    const alvo = await travado;
    if (ctx.now().getTime() >= alvo.dthinicio.getTime()) {
      throw new ErroOperacao('CONFLITO', MENSAGENS_API.eventoJaComecou);
    }
    await cobrancas;
    const cancelada = rowsOf(await removidas).length > 0;
    if (cancelada) await anunciarVagasDe(ctx.db, alvo);
    return { codevento, cancelada };
  },
});
