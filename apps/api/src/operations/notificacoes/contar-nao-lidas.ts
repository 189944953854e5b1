import { operacoes } from '@portal/core';
import { and, eq, sql } from 'drizzle-orm';
import { notificacao } from '../../db/schema/index.ts';
import { defineOperacao } from '../operacao.ts';
import { daPessoaNoContexto } from './da-pessoa-no-contexto.ts';

/** coddao 211 — how many notifications are unread. */
export const contarNaoLidas = defineOperacao(operacoes.notificacoesNaoLidas, {
  acesso: 'token',
  async run(ctx) {
    const [linha] = await ctx.db
      .select({ total: sql<number>`count(*)::int` })
      .from(notificacao)
      .where(and(daPessoaNoContexto(ctx), eq(notificacao.lida, false)));
    return { total: Number(linha?.total ?? 0) };
  },
});
