import { operacoes } from '@portal/core';
import { desc, sql } from 'drizzle-orm';
import { notificacao } from '../../db/schema/index.ts';
import { defineOperacao } from '../operacao.ts';
import { lista, offsetDe } from '../pagina.ts';
import { daPessoaNoContexto } from './da-pessoa-no-contexto.ts';

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
