import { MENSAGENS_COBRANCA, operacoes } from '@portal/core';
import { and, desc, eq } from 'drizzle-orm';
import { cobranca, pagamento } from '../../db/schema/index.ts';
import { alcanceDe, visivelPara } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { cobrancaCompleta, hojeDe } from './cobranca-dto.ts';

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
