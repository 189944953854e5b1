import { MENSAGENS_API, operacoes } from '@portal/core';
import { and, desc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { aluno, cantinaCartao, cantinaCompra } from '../../db/schema/index.ts';
import { hojeDe } from '../cobrancas/cobranca-dto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { alunoNoContexto, COMPRAS, limitesDoDia } from './cartao-do-aluno.ts';

/**
 * coddao 502 — a student's cafeteria card, the day's spending and the last purchases: three queries, the two on
 * cantina_compra by its (codaluno, quando) index.
 */
export const lerCantina = defineOperacao(operacoes.cantina, {
  acesso: 'token',
  async run(ctx, [, codalunoParam]) {
    const codaluno = alunoNoContexto(ctx, codalunoParam);
    const [linha] = await ctx.db
      .select({
        c: cantinaCartao,
        aluno: sql<string>`(select ${aluno.dados}->>'nome' from ${aluno} where ${aluno.codaluno} = ${codaluno})`,
      })
      .from(cantinaCartao)
      .where(eq(cantinaCartao.codaluno, codaluno));
    if (!linha) throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado);
    const [inicio, fim] = limitesDoDia(hojeDe(ctx.now()));
    const [gasto] = await ctx.db
      .select({ centavos: sql<number>`coalesce(sum(${cantinaCompra.valorCentavos}), 0)::int` })
      .from(cantinaCompra)
      .where(
        and(
          eq(cantinaCompra.codaluno, codaluno),
          gte(cantinaCompra.quando, inicio),
          lt(cantinaCompra.quando, fim),
          ne(cantinaCompra.status, 'Cancelado'),
        ),
      );
    const compras = await ctx.db
      .select({
        item: cantinaCompra.item,
        quando: cantinaCompra.quando,
        valorCentavos: cantinaCompra.valorCentavos,
        status: cantinaCompra.status,
      })
      .from(cantinaCompra)
      .where(eq(cantinaCompra.codaluno, codaluno))
      .orderBy(desc(cantinaCompra.quando), desc(cantinaCompra.codcompra))
      .limit(COMPRAS);
    return {
      codaluno,
      aluno: linha.aluno ?? '',
      saldoCentavos: linha.c.saldoCentavos,
      limiteDiarioCentavos: linha.c.limiteDiarioCentavos,
      gastoHojeCentavos: Number(gasto?.centavos ?? 0),
      bloqueados: linha.c.bloqueados,
      compras: compras.map((c) => ({
        titulo: c.item,
        data: hojeDe(c.quando),
        valorCentavos: c.valorCentavos,
        status: c.status,
      })),
    };
  },
});
