import { canAccessSection, MENSAGENS_COBRANCA, operacoes } from '@portal/core';
import { and, desc, eq, sql } from 'drizzle-orm';
import { cobranca, pagamento } from '../../db/schema/index.ts';
import { alcanceDe, visivelPara } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { lista, offsetDe } from '../pagina.ts';
import { cobrancaCompleta, hojeDe, resumoCobranca } from './cobranca-dto.ts';

const aPagar = sql`(${cobranca.pagoEm} is null and ${cobranca.canceladoEm} is null)`;

/** The one order of charges (issue 10; the only one since charges left the module records): to pay first, nearest due first, then the rest newest first. */
const ORDEM = [
  sql`case when ${aPagar} then 0 else 1 end`,
  sql`case when ${aPagar} then ${cobranca.vencimento} end asc`,
  sql`case when not ${aPagar} then ${cobranca.vencimento} end desc`,
  cobranca.codcobranca,
];

/** coddao 500 — the charges of a module's list visible in the context, open and overdue first; one query. */
export const listarCobrancas = defineOperacao(operacoes.cobrancas, {
  acesso: 'token',
  async run(ctx, [, modulo, listaNome, pagina = 1, tamanhoPagina = 20]) {
    const alcance = alcanceDe(sessaoDe(ctx));
    const linhas = await ctx.db
      .select({ c: cobranca, total: sql<number>`count(*) over ()::int` })
      .from(cobranca)
      .where(and(eq(cobranca.modulo, modulo), eq(cobranca.lista, listaNome), visivelPara(cobranca, alcance)))
      .orderBy(...ORDEM)
      .limit(tamanhoPagina)
      .offset(offsetDe(pagina, tamanhoPagina));
    const hoje = hojeDe(ctx.now());
    return lista(
      linhas.map((l) => resumoCobranca(l.c, hoje)),
      Number(linhas[0]?.total ?? 0),
      pagina,
      tamanhoPagina,
    );
  },
});

/** coddao 501 — one charge with its boleto, Pix, fine and interest, or its payment; one query. */
export const lerCobranca = defineOperacao(operacoes.cobranca, {
  acesso: 'token',
  async run(ctx, [, modulo, codcobranca]) {
    const sessao = sessaoDe(ctx);
    const [linha] = await ctx.db
      .select({ c: cobranca, p: pagamento })
      .from(cobranca)
      .leftJoin(pagamento, eq(pagamento.codcobranca, cobranca.codcobranca))
      .where(
        and(
          eq(cobranca.modulo, modulo),
          eq(cobranca.codcobranca, codcobranca),
          visivelPara(cobranca, alcanceDe(sessao)),
        ),
      )
      .orderBy(desc(pagamento.pagoEm))
      .limit(1);
    if (!linha) throw new ErroOperacao('INVALIDO', MENSAGENS_COBRANCA.cobrancaNaoEncontrada);
    return cobrancaCompleta(
      linha.c,
      linha.p,
      { nome: sessao.pessoa.nome, cpf: sessao.pessoa.cpf },
      hojeDe(ctx.now()),
    );
  },
});

/**
 * coddao 505 — the home's "next due": the nearest charge to pay in the context, of the lists the person may open;
 * one query (the nearest few, then the first whose list their credentials open).
 */
export const proximaCobranca = defineOperacao(operacoes.proximaCobranca, {
  acesso: 'token',
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
