import { MENSAGENS_API } from '@portal/core';
import { and, eq } from 'drizzle-orm';
import { colunaQualificada } from '../../db/coluna-qualificada.ts';
import { evento } from '../../db/schema/index.ts';
import { type Alcance, visivelPara } from '../alcance.ts';
import type { Contexto } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';

export const codeventoExterno = colunaQualificada(evento, evento.codevento);

/**
 * The event as the person's context sees it, its row locked for the rest of the transaction so sign-ups and
 * cancellations of one event run one after another; 400 when the context does not see it.
 */
export async function eventoTravado(ctx: Contexto, codevento: number, alcance: Alcance) {
  const [alvo] = await ctx.db
    .select({
      codevento: evento.codevento,
      dthinicio: evento.dthinicio,
      titulo: evento.titulo,
      valor: evento.valor,
      escCodempresa: evento.escCodempresa,
    })
    .from(evento)
    .where(and(eq(evento.codevento, codevento), visivelPara(evento, alcance)))
    .for('update');
  if (!alvo)
    throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado, {
      'parametros.1': 'Evento não encontrado.',
    });
  return alvo;
}
