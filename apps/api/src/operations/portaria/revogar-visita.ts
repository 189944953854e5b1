import { MENSAGENS_API, operacoes } from '@portal/core';
import { and, eq, isNull } from 'drizzle-orm';
import { autorizacaoVisita } from '../../db/schema/index.ts';
import { alcanceDe } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { visitaDasUnidades } from './visita-dto.ts';

/**
 * coddao 722 — a resident of the unit revokes a pass (idempotent). One conditional UPDATE: revoking an already
 * revoked pass changes nothing and answers it as it is (when and by whom it was first revoked). Outside the
 * context's units: not found.
 */
export const revogarVisita = defineOperacao(operacoes.revogarVisita, {
  acesso: 'token',
  muda: ['modulos'],
  async run(ctx, [, codautorizacao]) {
    const sessao = sessaoDe(ctx);
    const { condominios } = alcanceDe(sessao);
    const antes = await visitaDasUnidades(ctx, codautorizacao, condominios);
    if (!antes) throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado);
    await ctx.db
      .update(autorizacaoVisita)
      .set({ revogadaEm: ctx.now(), revogadaPor: sessao.pessoa.codpessoa })
      .where(and(eq(autorizacaoVisita.codautorizacao, codautorizacao), isNull(autorizacaoVisita.revogadaEm)));
    const depois = await visitaDasUnidades(ctx, codautorizacao, condominios);
    if (!depois) throw new Error('autorização revogada e não encontrada');
    return depois;
  },
});
