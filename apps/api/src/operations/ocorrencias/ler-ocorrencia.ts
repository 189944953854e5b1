import { operacoes } from '@portal/core';
import { defineOperacao } from '../operacao.ts';
import { ocorrenciaVisivel } from './acesso.ts';
import { detalheDe } from './ocorrencia-dto.ts';

/** coddao 762 — one request with its timeline and talk, to its unit's residents and its building's síndico. */
export const lerOcorrencia = defineOperacao(operacoes.ocorrencia, {
  acesso: 'token',
  async run(ctx, [, codocorrencia]) {
    const { linha, papeis } = await ocorrenciaVisivel(ctx, codocorrencia);
    return detalheDe(ctx.db, linha, papeis, ctx.now());
  },
});
