import { MENSAGENS_OCORRENCIA, operacoes, podeMoverOcorrencia, type SituacaoOcorrencia } from '@portal/core';
import { and, eq } from 'drizzle-orm';
import { ocorrencia, ocorrenciaMensagem, ocorrenciaPasso } from '../../db/schema/index.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { exigirSindico, ocorrenciaVisivel } from './acesso.ts';
import { avisarOutroLado } from './avisar.ts';
import { detalheDe, linhaOcorrencia } from './ocorrencia-dto.ts';

/**
 * coddao 765 — the building's síndico moves a request to em andamento or concluída (idempotent), with an optional
 * reply in its talk; only the moves core allows (403 to a resident, CONFLITO to a move not allowed). One UPDATE
 * conditioned on the situation read: when two moves race, the second matches nothing and is refused, never
 * applied twice. The step joins the timeline and the unit's residents are notified, in the same transaction.
 */
export const moverOcorrencia = defineOperacao(operacoes.moverOcorrencia, {
  acesso: 'token',
  muda: ['ocorrencias'],
  async run(ctx, [, codocorrencia], { situacao: para, mensagem }) {
    const { linha, papeis } = await ocorrenciaVisivel(ctx, codocorrencia);
    exigirSindico(papeis);
    const de = linha.situacao as SituacaoOcorrencia;
    if (!podeMoverOcorrencia('sindico', de, para))
      throw new ErroOperacao('CONFLITO', MENSAGENS_OCORRENCIA.movimentoInvalido(de, para));
    const agora = ctx.now();
    const movida = await ctx.db
      .update(ocorrencia)
      .set({ situacao: para, concluidaEm: para === 'concluida' ? agora : null })
      .where(and(eq(ocorrencia.codocorrencia, codocorrencia), eq(ocorrencia.situacao, de)))
      .returning({ codocorrencia: ocorrencia.codocorrencia });
    if (movida.length === 0) {
      const agoraE = (await linhaOcorrencia(ctx.db, codocorrencia))?.situacao as SituacaoOcorrencia;
      throw new ErroOperacao('CONFLITO', MENSAGENS_OCORRENCIA.movimentoInvalido(agoraE, para));
    }
    await ctx.db
      .insert(ocorrenciaPasso)
      .values({ codocorrencia, passo: para, codpessoa: papeis.codpessoa, em: agora });
    if (mensagem)
      await ctx.db
        .insert(ocorrenciaMensagem)
        .values({ codocorrencia, codpessoa: papeis.codpessoa, doSindico: true, texto: mensagem, em: agora });
    const atual = await linhaOcorrencia(ctx.db, codocorrencia);
    if (!atual) throw new Error('ocorrência movida e não encontrada');
    await avisarOutroLado(ctx, atual, para, papeis.codpessoa, true);
    return detalheDe(ctx.db, atual, papeis, agora);
  },
});
