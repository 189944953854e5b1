import { operacoes } from '@portal/core';
import { asc } from 'drizzle-orm';
import { treinamento } from '../../db/schema/index.ts';
import { alcanceDe, visivelPara } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { defineOperacao } from '../operacao.ts';
import { lista } from '../pagina.ts';

/** coddao 250 — training courses with their modules (HTML the app sanitises). */
export const listarTreinamentos = defineOperacao(operacoes.treinamentos, {
  acesso: 'token',
  async run(ctx) {
    // A company's staff trainings (LGPD, CIPA) reach those of that company only, like every scoped row.
    const linhas = await ctx.db
      .select({ dados: treinamento.dados })
      .from(treinamento)
      .where(visivelPara(treinamento, alcanceDe(sessaoDe(ctx))))
      .orderBy(asc(treinamento.codtreinamento));
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
