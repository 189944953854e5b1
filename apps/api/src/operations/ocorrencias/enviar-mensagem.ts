import { MENSAGENS_OCORRENCIA, operacoes } from '@portal/core';
import { ocorrenciaMensagem } from '../../db/schema/index.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { ocorrenciaVisivel } from './acesso.ts';
import { avisarOutroLado } from './avisar.ts';
import { detalheDe } from './ocorrencia-dto.ts';

/**
 * coddao 764 — a message in a request's talk (idempotent), by a resident of its unit or its building's síndico,
 * while it is not concluded; the other side is notified in the same transaction.
 */
export const enviarMensagemOcorrencia = defineOperacao(operacoes.mensagemOcorrencia, {
  acesso: 'token',
  muda: ['ocorrencias'],
  async run(ctx, [, codocorrencia], { texto }) {
    const { linha, papeis } = await ocorrenciaVisivel(ctx, codocorrencia);
    if (linha.situacao === 'concluida')
      throw new ErroOperacao('CONFLITO', MENSAGENS_OCORRENCIA.mensagemConcluida);
    const agora = ctx.now();
    await ctx.db.insert(ocorrenciaMensagem).values({
      codocorrencia,
      codpessoa: papeis.codpessoa,
      doSindico: papeis.sindico,
      texto,
      em: agora,
    });
    await avisarOutroLado(ctx, linha, 'mensagem', papeis.codpessoa, papeis.sindico);
    return detalheDe(ctx.db, linha, papeis, agora);
  },
});
