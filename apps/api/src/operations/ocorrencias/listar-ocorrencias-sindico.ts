import { MENSAGENS_API, operacoes } from '@portal/core';
import { asc, inArray, sql } from 'drizzle-orm';
import { ocorrencia } from '../../db/schema/index.ts';
import { alcanceDe } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { lista, offsetDe } from '../pagina.ts';
import { edificiosComoSindico } from './edificio.ts';
import { buscarOcorrencias, resumoDe } from './ocorrencia-dto.ts';

/**
 * coddao 766 — the síndico's list: every request of the building of his context's unit, the ones still to answer
 * first, oldest first and then by category (what waits longest comes first), the concluded ones after them; each
 * says whether it is past its category's deadline. Only the building's síndico (403 to a resident).
 */
export const listarOcorrenciasSindico = defineOperacao(operacoes.ocorrenciasSindico, {
  acesso: 'token',
  async run(ctx, [, pagina = 1, tamanhoPagina = 20]) {
    const alcance = alcanceDe(sessaoDe(ctx));
    const edificios = await edificiosComoSindico(ctx.db, alcance.codpessoa, alcance.condominios);
    if (edificios.length === 0) throw new ErroOperacao('SEM_PERMISSAO', MENSAGENS_API.semPermissao);
    const { linhas, total } = await buscarOcorrencias(
      ctx.db,
      inArray(ocorrencia.codedificio, edificios),
      [
        sql`${ocorrencia.situacao} = 'concluida'`,
        sql`case when ${ocorrencia.situacao} = 'concluida' then -extract(epoch from ${ocorrencia.concluidaEm}) else extract(epoch from ${ocorrencia.abertaEm}) end`,
        asc(ocorrencia.categoria),
        asc(ocorrencia.codocorrencia),
      ],
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
