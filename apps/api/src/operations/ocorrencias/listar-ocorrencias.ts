import { operacoes } from '@portal/core';
import { desc, inArray } from 'drizzle-orm';
import { ocorrencia } from '../../db/schema/index.ts';
import { alcanceDe } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { defineOperacao } from '../operacao.ts';
import { lista, offsetDe } from '../pagina.ts';
import { buscarOcorrencias, resumoDe } from './ocorrencia-dto.ts';

/** coddao 761 — the requests of the context's unit(s), newest first (index ocorrencia_unidade). */
export const listarOcorrencias = defineOperacao(operacoes.ocorrencias, {
  acesso: 'token',
  async run(ctx, [, pagina = 1, tamanhoPagina = 20]) {
    const alcance = alcanceDe(sessaoDe(ctx));
    if (alcance.condominios.length === 0) return lista([], 0, pagina, tamanhoPagina);
    const { linhas, total } = await buscarOcorrencias(
      ctx.db,
      inArray(ocorrencia.codcondomino, alcance.condominios),
      [desc(ocorrencia.criadaEm), desc(ocorrencia.codocorrencia)],
      tamanhoPagina,
      offsetDe(pagina, tamanhoPagina),
    );
    const agora = ctx.now();
    return lista(
      linhas.map((l) => resumoDe(l, agora)),
      total,
      pagina,
      tamanhoPagina,
    );
  },
});
