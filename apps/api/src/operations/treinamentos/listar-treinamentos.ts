import { operacoes } from '@portal/core';
import { asc } from 'drizzle-orm';
import { treinamento } from '../../db/schema/index.ts';
import { defineOperacao } from '../operacao.ts';
import { lista } from '../pagina.ts';

/** coddao 250 — training courses with their modules (HTML the app sanitises). */
export const listarTreinamentos = defineOperacao(operacoes.treinamentos, {
  acesso: 'token',
  async run(ctx) {
    const linhas = await ctx.db.select().from(treinamento).orderBy(asc(treinamento.codtreinamento));
    const itens = linhas.map(({ dados: t }) => ({
      codtreinamento: t.codtreinamento,
      titulo: t.titulo,
      descricao: t.descricao,
      cargaHoraria: t.cargaHoraria,
      modulos: t.modulos,
    }));
    return lista(itens, itens.length, 1, Math.max(itens.length, 1));
  },
});
