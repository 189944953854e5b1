import { operacoes } from '@portal/core';
import { sessaoDe } from '../contexto.ts';
import { defineOperacao } from '../operacao.ts';

/** coddao 604 — "Encerrar" one session of the person's list (another person's id ends nothing). */
export const encerrarOutraSessao = defineOperacao(operacoes.encerrarOutraSessao, {
  acesso: 'token',
  muda: ['conta'],
  async run(ctx, [, alvo]) {
    const { pessoa } = sessaoDe(ctx);
    return { encerradas: await ctx.sessoes.encerrar(ctx.db, { sid: alvo, codpessoa: pessoa.codpessoa }) };
  },
});
