import { operacoes } from '@portal/core';
import { asc, inArray, sql } from 'drizzle-orm';
import { areaComum } from '../../db/schema/index.ts';
import { alcanceDe } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { defineOperacao } from '../operacao.ts';
import { areaDto } from './areas.ts';
import { unidadesDoContexto } from './unidades.ts';

/** coddao 700 — the common areas of the context's building(s), by name. */
export const listarAreas = defineOperacao(operacoes.areasComuns, {
  acesso: 'token',
  async run(ctx, [, pagina = 1, tamanho = 20]) {
    const unidades = await unidadesDoContexto(ctx.db, alcanceDe(sessaoDe(ctx)));
    if (unidades.length === 0) return { itens: [], total: 0, pagina, tamanhoPagina: tamanho };
    const linhas = await ctx.db
      .select({ area: areaComum, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(areaComum)
      .where(
        inArray(
          areaComum.codedificio,
          unidades.map((u) => u.codedificio),
        ),
      )
      .orderBy(asc(areaComum.nome), asc(areaComum.codarea))
      .limit(tamanho)
      .offset((pagina - 1) * tamanho);
    return {
      itens: linhas.map((l) => areaDto(l.area)),
      total: linhas[0]?.total ?? 0,
      pagina,
      tamanhoPagina: tamanho,
    };
  },
});
