import { MENSAGENS_API, operacoes } from '@portal/core';
import { recadoLeitura } from '../../db/schema/index.ts';
import { anunciar } from '../../mudancas/anunciar.ts';
import { alcanceDe } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { buscarRecados } from './recado-dto.ts';

/** coddao 201 — one announcement the user may see; reading it marks it read. */
export const lerRecado = defineOperacao(operacoes.recado, {
  acesso: 'token',
  async run(ctx, [, codrecado]) {
    const alcance = alcanceDe(sessaoDe(ctx));
    const { itens } = await buscarRecados(ctx.db, alcance, { codrecado, limite: 1, deslocamento: 0 });
    const item = itens[0];
    if (!item) throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado);
    if (!item.lido) {
      await ctx.db
        .insert(recadoLeitura)
        .values({ codrecado, codpessoa: alcance.codpessoa })
        .onConflictDoNothing();
      await anunciar(ctx.db, ['recados'], [alcance.codpessoa]);
    }
    return { ...item, lido: true };
  },
});
