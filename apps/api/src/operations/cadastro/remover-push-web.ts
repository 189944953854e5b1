import { operacoes } from '@portal/core';
import { and, eq } from 'drizzle-orm';
import { assinaturaPush } from '../../db/schema/index.ts';
import { sessaoDe } from '../contexto.ts';
import { defineOperacao } from '../operacao.ts';

/** coddao 322 — forgets this browser's subscription, only the caller's own (turning notifications off here). */
export const removerPushWeb = defineOperacao(operacoes.removerPushWeb, {
  acesso: 'token',
  muda: ['conta'],
  async run(ctx, _params, { endpoint }) {
    const codpessoa = sessaoDe(ctx).pessoa.codpessoa;
    await ctx.db
      .delete(assinaturaPush)
      .where(and(eq(assinaturaPush.endpoint, endpoint), eq(assinaturaPush.codpessoa, codpessoa)));
    return { ok: true as const };
  },
});
