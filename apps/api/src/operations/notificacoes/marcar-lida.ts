import { operacoes } from '@portal/core';
import { and, eq } from 'drizzle-orm';
import { notificacao } from '../../db/schema/index.ts';
import { defineOperacao } from '../operacao.ts';
import { daPessoaNoContexto } from './da-pessoa-no-contexto.ts';

/** coddao 212 — marks one notification, or all ('todas') of the context, as read. */
export const marcarLida = defineOperacao(operacoes.marcarNotificacaoLida, {
  acesso: 'token',
  muda: ['notificacoes'],
  async run(ctx, [, alvo]) {
    const naoLidas = and(daPessoaNoContexto(ctx), eq(notificacao.lida, false));
    const where = alvo === 'todas' ? naoLidas : and(naoLidas, eq(notificacao.codnotificacao, alvo));
    const atualizadas = await ctx.db
      .update(notificacao)
      .set({ lida: true })
      .where(where)
      .returning({ codnotificacao: notificacao.codnotificacao });
    return { atualizadas: atualizadas.length };
  },
});
