import { canAccessSection, operacoes } from '@portal/core';
import { and, eq } from 'drizzle-orm';
import { cobranca } from '../../db/schema/index.ts';
import { alcanceDe, visivelPara } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { defineOperacao } from '../operacao.ts';
import { hojeDe, resumoCobranca } from './cobranca-dto.ts';
import { aPagar } from './ordem-cobrancas.ts';

/**
 * coddao 505 — the home's "next due": the nearest charge to pay in the context, of the lists the person may open;
 * one query (the nearest few, then the first whose list their credentials open).
 */
export const proximaCobranca = defineOperacao(operacoes.proximaCobranca, {
  acesso: 'token',
  leitura: ['cobrancas'],
  async run(ctx) {
    const sessao = sessaoDe(ctx);
    const linhas = await ctx.db
      .select()
      .from(cobranca)
      // A receivable the person's company issued is its customer's to pay, never the person's next due.
      .where(and(aPagar, eq(cobranca.aReceber, false), visivelPara(cobranca, alcanceDe(sessao))))
      .orderBy(cobranca.vencimento, cobranca.codcobranca)
      .limit(20);
    // The lists the person may open: SPEC §6's section rule, the one coddao 500 applies through its contract.
    const proxima = linhas.find((c) => canAccessSection(c.modulo, sessao.pessoa.credenciais));
    return { cobranca: proxima ? resumoCobranca(proxima, hojeDe(ctx.now())) : null };
  },
});
