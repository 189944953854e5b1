import { operacoes } from '@portal/core';
import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { documento } from '../../db/schema/index.ts';
import { defineOperacao } from '../operacao.ts';
import { lista } from '../pagina.ts';
import { termoBusca } from '../recados/recado-dto.ts';

/** coddao 260 — public documents (docsite), newest first; no token needed. */
export const listarDocsite = defineOperacao(operacoes.docsite, {
  acesso: 'publico',
  leitura: ['documentos'],
  async run(ctx, [, busca = '']) {
    const condicoes: (SQL | undefined)[] = [eq(documento.publico, true)];
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
