import { MENSAGENS_API } from '@portal/core';
import { and, eq, sql } from 'drizzle-orm';
import { colunaQualificada } from '../../db/coluna-qualificada.ts';
import type { Executor } from '../../db/database.ts';
import { enviada } from '../../db/enviada.ts';
import { preparada } from '../../db/preparada.ts';
import { evento, inscricaoEvento } from '../../db/schema/index.ts';
import { type Alcance, visivelPara } from '../alcance.ts';
import type { Contexto } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { alcanceMarcado, formaDoAlcance, valoresDoAlcance } from '../preparada.ts';

export const codeventoExterno = colunaQualificada(evento, evento.codevento);

/**
 * The event as the person's context sees it, its row locked for the rest of the transaction so sign-ups and
 * cancellations of one event run one after another; 400 when the context does not see it. Its scope comes with
 * it, for whom its seats are announced to (anunciar-vagas.ts). The statement is sent when this is called: the
 * caller may send the rest of its work behind it, in the same round trip, and await this first — should the
 * event not be found, the transaction is rolled back with whatever went behind it.
 */
export function eventoTravado(ctx: Contexto, codevento: number, alcance: Alcance) {
  const nome = `evento_travado_${formaDoAlcance(alcance)}`;
  const linhas = enviada(
    preparada(ctx.db, nome, () =>
      ctx.db
        .select({
          codevento: evento.codevento,
          dthinicio: evento.dthinicio,
          titulo: evento.titulo,
          valor: evento.valor,
          escCodpessoa: evento.escCodpessoa,
          escCodaluno: evento.escCodaluno,
          escCodcondomino: evento.escCodcondomino,
          escCodempresa: evento.escCodempresa,
        })
        .from(evento)
        .where(
          and(
            eq(evento.codevento, sql.placeholder('codevento')),
            visivelPara(evento, alcanceMarcado(alcance)),
          ),
        )
        .for('update')
        .prepare(nome),
    ).execute({ codevento, ...valoresDoAlcance(alcance) }),
  );
  return linhas.then(([alvo]) => {
    if (!alvo)
      throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado, {
        'parametros.1': 'Evento não encontrado.',
      });
    return alvo;
  });
}

/** The sign-up of a person (placeholder `codpessoa`) for an event (`codevento`): a prepared statement's condition. */
export const daInscricaoMarcada = and(
  eq(inscricaoEvento.codevento, sql.placeholder('codevento')),
  eq(inscricaoEvento.codpessoa, sql.placeholder('codpessoa')),
);

/** The person's sign-up for the event (codevento, codpessoa), if there is one; built once (db/preparada.ts). */
export const inscricaoDe = (db: Executor) =>
  preparada(db, 'inscricao_da_pessoa', () =>
    db
      .select({ codinscricao: inscricaoEvento.codinscricao })
      .from(inscricaoEvento)
      .where(daInscricaoMarcada)
      .prepare('inscricao_da_pessoa'),
  );
