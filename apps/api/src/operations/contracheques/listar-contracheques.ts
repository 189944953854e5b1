import { operacoes } from '@portal/core';
import { and, desc, eq } from 'drizzle-orm';
import { contracheque } from '../../db/schema/index.ts';
import { alcanceDe } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { defineOperacao } from '../operacao.ts';
import { lista } from '../pagina.ts';
import { daEmpresaNoContexto } from './empresa-do-contracheque.ts';

/** coddao 230 — the user's payslips from the company in context, newest first (the PDF is V3 'contracheque' [codpessoa, codcontracheque]). */
export const listarContracheques = defineOperacao(operacoes.contracheques, {
  acesso: 'token',
  leitura: ['modulos'],
  async run(ctx) {
    const alcance = alcanceDe(sessaoDe(ctx));
    const linhas = await ctx.db
      .select({ dados: contracheque.dados })
      .from(contracheque)
      .where(and(eq(contracheque.codpessoa, alcance.codpessoa), daEmpresaNoContexto(alcance)))
      .orderBy(desc(contracheque.competencia), desc(contracheque.codcontracheque));
    const itens = linhas.map(({ dados: c }) => ({
      codcontracheque: c.codcontracheque,
      competencia: c.competencia,
      descricao: c.descricao,
      liquido: c.liquido,
      dthpagamento: c.dthpagamento,
    }));
    return lista(itens, itens.length, 1, Math.max(itens.length, 1));
  },
});
