import { MENSAGENS_API, operacoes } from '@portal/core';
import { and, eq } from 'drizzle-orm';
import { ocorrenciaFoto } from '../../db/schema/index.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { ocorrenciaVisivel } from './acesso.ts';

/** coddao 763 — one photo of a request the caller may see, as base64 (the detail names them; each comes apart). */
export const fotoOcorrencia = defineOperacao(operacoes.fotoOcorrencia, {
  acesso: 'token',
  async run(ctx, [, codocorrencia, ordem]) {
    await ocorrenciaVisivel(ctx, codocorrencia);
    const [foto] = await ctx.db
      .select()
      .from(ocorrenciaFoto)
      .where(and(eq(ocorrenciaFoto.codocorrencia, codocorrencia), eq(ocorrenciaFoto.ordem, ordem)));
    if (!foto) throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado);
    return { filename: foto.filename, filetype: foto.filetype, base64: foto.conteudo.toString('base64') };
  },
});
