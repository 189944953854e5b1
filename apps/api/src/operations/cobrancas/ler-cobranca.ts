import { MENSAGENS_COBRANCA, operacoes } from '@portal/core';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { preparada } from '../../db/preparada.ts';
import { cobranca, pagamento } from '../../db/schema/index.ts';
import { type Alcance, alcanceDe, visivelPara } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { alcanceMarcado, formaDoAlcance, valoresDoAlcance } from '../preparada.ts';
import { cobrancaCompleta, hojeDe } from './cobranca-dto.ts';

/** The charge and its latest payment for a context of this shape, built once (operations/preparada.ts). */
export function consultaCobranca(db: Executor, alcance: Alcance) {
  const nome = `cobranca_${formaDoAlcance(alcance)}`;
  return preparada(db, nome, () =>
    db
      .select({ c: cobranca, p: pagamento })
      .from(cobranca)
      .leftJoin(pagamento, eq(pagamento.codcobranca, cobranca.codcobranca))
      .where(
        and(
          eq(cobranca.modulo, sql.placeholder('modulo')),
          eq(cobranca.codcobranca, sql.placeholder('codcobranca')),
          visivelPara(cobranca, alcanceMarcado(alcance)),
        ),
      )
      .orderBy(desc(pagamento.pagoEm))
      .limit(1)
      .prepare(nome),
  );
}

/** coddao 501 — one charge with its boleto, Pix, fine and interest, or its payment; one query. */
export const lerCobranca = defineOperacao(operacoes.cobranca, {
  acesso: 'token',
  leitura: ['cobrancas'],
  async run(ctx, [, modulo, codcobranca]) {
    const sessao = sessaoDe(ctx);
    const alcance = alcanceDe(sessao);
    const [linha] = await consultaCobranca(ctx.db, alcance).execute({
      ...valoresDoAlcance(alcance),
      modulo,
      codcobranca,
    });
    if (!linha) throw new ErroOperacao('INVALIDO', MENSAGENS_COBRANCA.cobrancaNaoEncontrada);
    return cobrancaCompleta(
      linha.c,
      linha.p,
      { nome: sessao.pessoa.nome, cpf: sessao.pessoa.cpf },
      hojeDe(ctx.now()),
    );
  },
});
