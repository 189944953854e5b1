import { operacoes } from '@portal/core';
import { dispositivo } from '../../db/schema/index.ts';
import { sessaoDe } from '../contexto.ts';
import { defineOperacao } from '../operacao.ts';

/** coddao 320 — registers (or moves) a push token to the user's device list. */
export const registrarDispositivo = defineOperacao(operacoes.registrarDispositivo, {
  acesso: 'token',
  muda: ['conta'],
  async run(ctx, [, plataforma, tokenPush]) {
    const codpessoa = sessaoDe(ctx).pessoa.codpessoa;
    const atualizadoEm = ctx.now();
    await ctx.db
      .insert(dispositivo)
      .values({ tokenPush, codpessoa, plataforma, atualizadoEm })
      .onConflictDoUpdate({ target: dispositivo.tokenPush, set: { codpessoa, plataforma, atualizadoEm } });
    return { ok: true as const };
  },
});
