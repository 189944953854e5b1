import { operacoes } from '@portal/core';
import { and, desc, eq, sql } from 'drizzle-orm';
import { notificacao } from '../../db/schema/index.ts';
import { alcanceDe, visivelPara } from '../alcance.ts';
import { type Contexto, sessaoDe } from '../contexto.ts';
import { defineOperacao } from '../operacao.ts';
import { lista, offsetDe } from '../pagina.ts';

/** The person's notifications that the context admits (one about another student stays out of sight). */
function daPessoaNoContexto(ctx: Contexto) {
  const alcance = alcanceDe(sessaoDe(ctx));
  return and(eq(notificacao.codpessoa, alcance.codpessoa), visivelPara(notificacao, alcance));
}

/** coddao 210 — the user's notifications, newest first. */
export const listarNotificacoes = defineOperacao(operacoes.notificacoes, {
  acesso: 'token',
  async run(ctx, [, pagina = 1, tamanhoPagina = 20]) {
    const where = daPessoaNoContexto(ctx);
    const [linhas, [contagem]] = await Promise.all([
      ctx.db
        .select()
        .from(notificacao)
        .where(where)
        .orderBy(desc(notificacao.dthcriacao), desc(notificacao.codnotificacao))
        .limit(tamanhoPagina)
        .offset(offsetDe(pagina, tamanhoPagina)),
      ctx.db.select({ total: sql<number>`count(*)::int` }).from(notificacao).where(where),
    ]);
    const itens = linhas.map((n) => ({
      codnotificacao: n.codnotificacao,
      titulo: n.titulo,
      mensagem: n.mensagem,
      dthcriacao: n.dthcriacao.toISOString(),
      lida: n.lida,
      ...(n.rota ? { rota: n.rota } : {}),
    }));
    return lista(itens, Number(contagem?.total ?? 0), pagina, tamanhoPagina);
  },
});

/** coddao 211 — how many notifications are unread. */
export const contarNaoLidas = defineOperacao(operacoes.notificacoesNaoLidas, {
  acesso: 'token',
  async run(ctx) {
    const [linha] = await ctx.db
      .select({ total: sql<number>`count(*)::int` })
      .from(notificacao)
      .where(and(daPessoaNoContexto(ctx), eq(notificacao.lida, false)));
    return { total: Number(linha?.total ?? 0) };
  },
});

/** coddao 212 — marks one notification, or all ('todas') of the context, as read. */
export const marcarLida = defineOperacao(operacoes.marcarNotificacaoLida, {
  acesso: 'token',
  async run(ctx, [, alvo]) {
    const naoLidas = and(daPessoaNoContexto(ctx), eq(notificacao.lida, false));
    const where = alvo === 'todas' ? naoLidas : and(naoLidas, eq(notificacao.codnotificacao, alvo));
    const atualizadas = await ctx.db
      .update(notificacao)
      .set({ lida: true })
      .where(where)
      .returning({ codnotificacao: notificacao.codnotificacao });
    return { atualizadas: atualizadas.length };
  },
});
