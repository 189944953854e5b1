import {
  MENSAGENS_OCORRENCIA,
  motivoNaoReabrir,
  OCORRENCIA_LIMITES,
  operacoes,
  type SituacaoOcorrencia,
} from '@portal/core';
import { and, eq, gte, isNull } from 'drizzle-orm';
import { ocorrencia, ocorrenciaMensagem, ocorrenciaPasso } from '../../db/schema/index.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { exigirMorador, ocorrenciaVisivel } from './acesso.ts';
import { avisarOutroLado } from './avisar.ts';
import { detalheDe, type LinhaOcorrencia, linhaOcorrencia } from './ocorrencia-dto.ts';

const DIA_MS = 86_400_000;

const estadoDe = (l: LinhaOcorrencia) => ({
  situacao: l.situacao as SituacaoOcorrencia,
  concluidaEm: l.concluidaEm,
  reabertaEm: l.reabertaEm,
  nota: l.nota,
});

/**
 * coddao 768 — a resident of the unit reopens a concluded request, not rated, once, within 7 days of its
 * conclusion, saying why (idempotent). Core's motivoNaoReabrir words the refusal; one UPDATE conditioned on all
 * of it makes the reopening happen once under any race, and the timeline's unique 'reaberta' step holds "once"
 * in the database. The deadline starts again from now; the síndicos are notified in the same transaction.
 */
export const reabrirOcorrencia = defineOperacao(operacoes.reabrirOcorrencia, {
  acesso: 'token',
  muda: ['ocorrencias'],
  async run(ctx, [, codocorrencia], { motivo }) {
    const { linha, papeis } = await ocorrenciaVisivel(ctx, codocorrencia);
    exigirMorador(papeis);
    const agora = ctx.now();
    const recusa = motivoNaoReabrir(estadoDe(linha), agora);
    if (recusa) throw new ErroOperacao('CONFLITO', recusa);
    const reaberta = await ctx.db
      .update(ocorrencia)
      .set({ situacao: 'aberta', concluidaEm: null, reabertaEm: agora, abertaEm: agora })
      .where(
        and(
          eq(ocorrencia.codocorrencia, codocorrencia),
          eq(ocorrencia.situacao, 'concluida'),
          isNull(ocorrencia.reabertaEm),
          isNull(ocorrencia.nota),
          gte(ocorrencia.concluidaEm, new Date(agora.getTime() - OCORRENCIA_LIMITES.reabrirDias * DIA_MS)),
        ),
      )
      .returning({ codocorrencia: ocorrencia.codocorrencia });
    if (reaberta.length === 0) {
      const atual = (await linhaOcorrencia(ctx.db, codocorrencia)) ?? linha;
      throw new ErroOperacao(
        'CONFLITO',
        motivoNaoReabrir(estadoDe(atual), agora) ?? MENSAGENS_OCORRENCIA.jaReaberta,
      );
    }
    await ctx.db
      .insert(ocorrenciaPasso)
      .values({ codocorrencia, passo: 'reaberta', codpessoa: papeis.codpessoa, em: agora });
    await ctx.db
      .insert(ocorrenciaMensagem)
      .values({ codocorrencia, codpessoa: papeis.codpessoa, doSindico: false, texto: motivo, em: agora });
    const atual = await linhaOcorrencia(ctx.db, codocorrencia);
    if (!atual) throw new Error('ocorrência reaberta e não encontrada');
    await avisarOutroLado(ctx, atual, 'reaberta', papeis.codpessoa, false);
    return detalheDe(ctx.db, atual, papeis, agora);
  },
});
