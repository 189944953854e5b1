import { operacoes } from '@portal/core';
import { sessaoDe } from '../contexto.ts';
import { defineOperacao } from '../operacao.ts';

/** coddao 17 — logout (SPEC §4) on the server: this token's session ends on every API process. */
export const encerrarSessao = defineOperacao(operacoes.encerrarSessao, {
  acesso: 'token',
  muda: ['conta'],
  async run(ctx) {
    return { encerradas: await ctx.sessoes.encerrar(ctx.db, { sid: sessaoDe(ctx).sid }) };
  },
});
