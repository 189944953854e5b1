import { operacoes } from '@portal/core';
import { count, inArray } from 'drizzle-orm';
import { encomenda } from '../../db/schema/index.ts';
import { alcanceDe } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { defineOperacao } from '../operacao.ts';
import { consultaEncomendas, encomendaDaLinha, ordemDoMorador } from './encomenda-dto.ts';

/** coddao 725 — the packages of the context's units, with the pickup code of those waiting. */
export const listarEncomendas = defineOperacao(operacoes.encomendas, {
  acesso: 'token',
  async run(ctx, [, pagina, tamanhoPagina]) {
    const { condominios } = alcanceDe(sessaoDe(ctx));
    if (condominios.length === 0) return { itens: [], total: 0, pagina, tamanhoPagina };
    const daUnidade = inArray(encomenda.codcondomino, condominios);
    const linhas = await consultaEncomendas(ctx, daUnidade)
      .orderBy(...ordemDoMorador)
      .limit(tamanhoPagina)
      .offset((pagina - 1) * tamanhoPagina);
    const [total] = await ctx.db.select({ n: count() }).from(encomenda).where(daUnidade);
    return {
      itens: linhas.map((l) => encomendaDaLinha(ctx, l, true)),
      total: total?.n ?? 0,
      pagina,
      tamanhoPagina,
    };
  },
});
