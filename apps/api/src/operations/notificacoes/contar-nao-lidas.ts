import { operacoes } from '@portal/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { notificacao } from '../../db/schema/index.ts';
import { type Contexto, type Sessao, sessaoDe } from '../contexto.ts';
import { defineOperacao } from '../operacao.ts';
import { daPessoaNoContexto } from './da-pessoa-no-contexto.ts';

/** How many of the session's notifications (in its context) are unread; the stream of changes sends it too. */
export async function naoLidasDe(db: Executor, sessao: Sessao): Promise<number> {
  const [linha] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(notificacao)
    .where(and(daPessoaNoContexto({ sessao } as Contexto), eq(notificacao.lida, false)));
  return Number(linha?.total ?? 0);
}

/** coddao 211 — how many notifications are unread. */
export const contarNaoLidas = defineOperacao(operacoes.notificacoesNaoLidas, {
  acesso: 'token',
  async run(ctx) {
    return { total: await naoLidasDe(ctx.db, sessaoDe(ctx)) };
  },
});
