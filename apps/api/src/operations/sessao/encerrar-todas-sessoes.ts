import { operacoes } from '@portal/core';
import { sessaoDe } from '../contexto.ts';
import { defineOperacao } from '../operacao.ts';

/** coddao 18 — "Sair de todos os dispositivos": every session of the person ends, this one included. */
export const encerrarTodasSessoes = defineOperacao(operacoes.encerrarTodasSessoes, {
  acesso: 'token',
  muda: ['conta'],
  async run(ctx) {
    return { encerradas: await ctx.sessoes.encerrar(ctx.db, { codpessoa: sessaoDe(ctx).pessoa.codpessoa }) };
  },
});
