import { operacoes } from '@portal/core';
import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { documento } from '../../db/schema/index.ts';
import { alcanceAmplo, semEscopo, visivelPara } from '../alcance.ts';
import { defineOperacao } from '../operacao.ts';
import { lista } from '../pagina.ts';
import { termoBusca } from '../recados/recado-dto.ts';

/**
 * coddao 260 — public documents (docsite), newest first; no token needed. A public document with a scope (the
 * health plan's price table, for its company) is listed only to the people that scope admits (issue 28).
 */
export const listarDocsite = defineOperacao(operacoes.docsite, {
  acesso: 'opcional',
  leitura: ['documentos'],
  async run(ctx, [, busca = '']) {
    const condicoes: (SQL | undefined)[] = [
      eq(documento.publico, true),
      ctx.sessao ? visivelPara(documento, alcanceAmplo(ctx.sessao)) : semEscopo(documento),
    ];
    if (busca) {
      const termo = termoBusca(busca);
      condicoes.push(or(ilike(documento.titulo, termo), ilike(documento.descricao, termo)));
    }
    const linhas = await ctx.db
      .select({
        coddocumento: documento.coddocumento,
        titulo: documento.titulo,
        descricao: documento.descricao,
        dthpublicacao: documento.dthpublicacao,
        codigo: documento.codigo,
      })
      .from(documento)
      .where(and(...condicoes))
      .orderBy(desc(documento.dthpublicacao), documento.coddocumento);
    const itens = linhas.map((d) => ({ ...d, dthpublicacao: d.dthpublicacao.toISOString() }));
    return lista(itens, itens.length, 1, Math.max(itens.length, 1));
  },
});
