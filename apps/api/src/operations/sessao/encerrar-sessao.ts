import { operacoes } from '@portal/core';
import { sessaoDe } from '../contexto.ts';
import { defineOperacao } from '../operacao.ts';

/** coddao 17 — logout (SPEC §4) on the server: this token's session ends on every API process. */
export const encerrarSessao = defineOperacao({
  coddao: 17,
  acesso: 'token',
  idempotente: true,
  parametros: operacoes.encerrarSessao.parametros,
  async run(ctx) {
    return { encerradas: await ctx.sessoes.encerrar(ctx.db, { sid: sessaoDe(ctx).sid }) };
  },
});

/** coddao 18 — "Sair de todos os dispositivos": every session of the person ends, this one included. */
export const encerrarTodasSessoes = defineOperacao({
  coddao: 18,
  acesso: 'token',
  idempotente: true,
  parametros: operacoes.encerrarTodasSessoes.parametros,
  async run(ctx) {
    return { encerradas: await ctx.sessoes.encerrar(ctx.db, { codpessoa: sessaoDe(ctx).pessoa.codpessoa }) };
  },
});
