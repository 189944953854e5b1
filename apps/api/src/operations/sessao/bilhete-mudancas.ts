import { operacoes } from '@portal/core';
import { sessaoDe } from '../contexto.ts';
import { defineOperacao } from '../operacao.ts';

/** coddao 609 — a one-minute ticket that opens this session's stream of changes (routes/mudancas.ts). */
export const bilheteMudancas = defineOperacao(operacoes.bilheteMudancas, {
  acesso: 'token',
  async run(ctx) {
    const { pessoa, paramsistema, sid } = sessaoDe(ctx);
    return {
      bilhete: await ctx.tokens.assinarBilhete(
        { codpessoa: pessoa.codpessoa, paramsistema, sid },
        ctx.now().getTime(),
      ),
    };
  },
});
