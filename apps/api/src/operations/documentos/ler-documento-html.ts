import { MENSAGENS, MENSAGENS_API, operacoes } from '@portal/core';
import { and, eq } from 'drizzle-orm';
import { documento } from '../../db/schema/index.ts';
import { alcanceAmplo, visivelPara } from '../alcance.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';

/**
 * coddao 270 — the raw HTML of doc/{codigo} (the app sanitises it). A private document needs a token and a
 * person its scope admits (their companies, condominiums, students — whatever the context); to anyone else it
 * does not exist.
 */
export const lerDocumentoHtml = defineOperacao(operacoes.documentoHtml, {
  acesso: 'opcional',
  async run(ctx, [, codigo]) {
    const [doc] = await ctx.db.select().from(documento).where(eq(documento.codigo, codigo)).limit(1);
    if (!doc) throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado);
    if (!doc.publico) {
      if (!ctx.sessao) throw new ErroOperacao('NAO_AUTENTICADO', MENSAGENS.tokenInvalido);
      const [visivel] = await ctx.db
        .select({ codigo: documento.codigo })
        .from(documento)
        .where(and(eq(documento.codigo, codigo), visivelPara(documento, alcanceAmplo(ctx.sessao))))
        .limit(1);
      if (!visivel) throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado);
    }
    return { codigo: doc.codigo, titulo: doc.titulo, html: doc.html };
  },
});
