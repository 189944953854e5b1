import { operacoes } from '@portal/core';
import { count, inArray } from 'drizzle-orm';
import { autorizacaoVisita } from '../../db/schema/index.ts';
import { alcanceDe } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { defineOperacao } from '../operacao.ts';
import { consultaVisitas, visitaDaLinha } from './visita-dto.ts';

/** coddao 720 — the passes of the context's units (both residents of a unit see them), newest first. */
export const listarVisitas = defineOperacao(operacoes.visitas, {
  acesso: 'token',
  async run(ctx, [, pagina, tamanhoPagina]) {
    const { condominios } = alcanceDe(sessaoDe(ctx));
    if (condominios.length === 0) return { itens: [], total: 0, pagina, tamanhoPagina };
    const daUnidade = inArray(autorizacaoVisita.codcondomino, condominios);
    const linhas = await consultaVisitas(ctx, daUnidade)
      .limit(tamanhoPagina)
      .offset((pagina - 1) * tamanhoPagina);
    const [total] = await ctx.db.select({ n: count() }).from(autorizacaoVisita).where(daUnidade);
    return { itens: linhas.map((l) => visitaDaLinha(ctx, l)), total: total?.n ?? 0, pagina, tamanhoPagina };
  },
});
