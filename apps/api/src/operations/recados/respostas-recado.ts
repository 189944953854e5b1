import { operacoes } from '@portal/core';
import { eq } from 'drizzle-orm';
import { pessoa } from '../../db/schema/index.ts';
import { alcanceDe } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { defineOperacao } from '../operacao.ts';
import { familiaDaConversa, mensagensDaConversa, recadoDaConversa } from './conversa.ts';

/**
 * coddao 204 — one thread under a recado (issue 31): a family reads its own with the school, the recado's author
 * the one of the family it names. Another family's thread, or a recado the context does not show, is not found.
 */
export const respostasRecado = defineOperacao(operacoes.respostasRecado, {
  acesso: 'token',
  // Only the family and the author read a thread, and a reply announces 'recados' to the other of the two.
  leitura: ['recados'],
  async run(ctx, [, codrecado, codfamiliaPedida]) {
    const sessao = sessaoDe(ctx);
    const { codpessoa } = sessao.pessoa;
    const r = await recadoDaConversa(ctx.db, alcanceDe(sessao), codrecado);
    const codfamilia = await familiaDaConversa(ctx.db, r, codpessoa, codfamiliaPedida);
    const [mensagens, [familia]] = await Promise.all([
      mensagensDaConversa(ctx.db, r, codfamilia, codpessoa),
      ctx.db.select({ nome: pessoa.nome }).from(pessoa).where(eq(pessoa.codpessoa, codfamilia)),
    ]);
    return {
      codrecado,
      codfamilia,
      familia: familia?.nome ?? '',
      permiteRespostas: r.permiteRespostas && r.codautor !== null,
      mensagens,
    };
  },
});
