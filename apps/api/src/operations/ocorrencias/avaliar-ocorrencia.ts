import { MENSAGENS_OCORRENCIA, motivoNaoAvaliar, operacoes, type SituacaoOcorrencia } from '@portal/core';
import { and, eq, isNull } from 'drizzle-orm';
import { ocorrencia, ocorrenciaPasso } from '../../db/schema/index.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { exigirMorador, ocorrenciaVisivel } from './acesso.ts';
import { avisarOutroLado } from './avisar.ts';
import { detalheDe, linhaOcorrencia } from './ocorrencia-dto.ts';

/**
 * coddao 767 — a resident of the unit rates a concluded request, 1 to 5, once (idempotent). The database decides
 * "once": UPDATE … WHERE nota IS NULL AND situacao = 'concluida' (the CHECKs refuse a rating of anything not
 * concluded) and the timeline's unique 'avaliada' step; of 20 ratings at once one is stored and the others are
 * refused with CONFLITO. The síndicos are notified in the same transaction.
 */
export const avaliarOcorrencia = defineOperacao(operacoes.avaliarOcorrencia, {
  acesso: 'token',
  muda: ['ocorrencias'],
  async run(ctx, [, codocorrencia], { nota }) {
    const { linha, papeis } = await ocorrenciaVisivel(ctx, codocorrencia);
    exigirMorador(papeis);
    const agora = ctx.now();
    const avaliada = await ctx.db
      .update(ocorrencia)
      .set({ nota, avaliadaEm: agora })
      .where(
        and(
          eq(ocorrencia.codocorrencia, codocorrencia),
          eq(ocorrencia.situacao, 'concluida'),
          isNull(ocorrencia.nota),
        ),
      )
      .returning({ codocorrencia: ocorrencia.codocorrencia });
    if (avaliada.length === 0) {
      const atual = (await linhaOcorrencia(ctx.db, codocorrencia)) ?? linha;
      const motivo = motivoNaoAvaliar({
        situacao: atual.situacao as SituacaoOcorrencia,
        concluidaEm: atual.concluidaEm,
        reabertaEm: atual.reabertaEm,
        nota: atual.nota,
      });
      throw new ErroOperacao('CONFLITO', motivo ?? MENSAGENS_OCORRENCIA.jaAvaliada);
    }
    await ctx.db
      .insert(ocorrenciaPasso)
      .values({ codocorrencia, passo: 'avaliada', codpessoa: papeis.codpessoa, em: agora, nota });
    const atual = await linhaOcorrencia(ctx.db, codocorrencia);
    if (!atual) throw new Error('ocorrência avaliada e não encontrada');
    await avisarOutroLado(ctx, atual, 'avaliada', papeis.codpessoa, false);
    return detalheDe(ctx.db, atual, papeis, agora);
  },
});
