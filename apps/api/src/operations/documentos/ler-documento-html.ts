import { MENSAGENS, MENSAGENS_API, operacoes } from '@portal/core';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import { documento } from '../../db/schema/index.ts';
import { alcanceAmplo, alcanceDe, semEscopo, visivelPara } from '../alcance.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';

/**
 * coddao 270 — the raw HTML of doc/{codigo} (the app sanitises it). A private document needs a token and a
 * person its scope admits (their companies, condominiums, students — whatever the context); to anyone else it
 * does not exist; a public document with a scope is public to the people it admits only. A code may have one document per scope (each condominium its own 'regulamento-interno'): the
 * one the context in force admits wins, so under Solar do Atlântico the link opens Solar's rules, never
 * another building's.
 */
export const lerDocumentoHtml = defineOperacao(operacoes.documentoHtml, {
  acesso: 'opcional',
  async run(ctx, [, codigo]) {
    const sessao = ctx.sessao;
    const visivel = sessao ? visivelPara(documento, alcanceAmplo(sessao)) : undefined;
    const noContexto = sessao ? visivelPara(documento, alcanceDe(sessao)) : undefined;
    const [doc] = await ctx.db
      .select()
      .from(documento)
      .where(
        and(
          eq(documento.codigo, codigo),
          visivel ? or(and(eq(documento.publico, true), semEscopo(documento)), visivel) : undefined,
        ),
      )
      .orderBy(
        // Public to all first, then the context's own, then any other the person owns.
        sql`case when ${and(eq(documento.publico, true), semEscopo(documento))} then 0 when ${noContexto ?? sql`false`} then 1 else 2 end`,
        asc(documento.coddocumento),
      )
      .limit(1);
    if (!doc) throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado);
    const aberto =
      doc.publico &&
      [
        doc.escCodpessoa,
        doc.escCodempresa,
        doc.escCodcondomino,
        doc.escCodaluno,
        doc.escAnoletivo,
        doc.escCodturma,
      ].every((v) => v === null);
    if (!aberto) {
      if (!sessao) throw new ErroOperacao('NAO_AUTENTICADO', MENSAGENS.tokenInvalido);
      // Another building's document under a context that chose one building: not in this context, like any
      // scoped row (404).
      const { condominios } = alcanceDe(sessao);
      if (doc.escCodcondomino !== null && condominios.length === 1 && condominios[0] !== doc.escCodcondomino)
        throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado);
    }
    return { codigo: doc.codigo, titulo: doc.titulo, html: doc.html };
  },
});
