import { operacoes } from '@portal/core';
import { eq, sql } from 'drizzle-orm';
import { pessoa } from '../../db/schema/index.ts';
import { sessaoDe } from '../contexto.ts';
import { defineOperacao } from '../operacao.ts';

/** coddao 330 — replaces the phones (when the list is non-empty) and the birth date (when given), SPEC §4. */
export const atualizarContato = defineOperacao(operacoes.atualizarContato, {
  acesso: 'token',
  muda: ['conta'],
  async run(ctx, _params, c) {
    const { codpessoa } = sessaoDe(ctx).pessoa;
    // Kept-when-absent is decided by the UPDATE itself, not from the session's copy of the person, so a change
    // made meanwhile by another request or process is never written back over.
    const [atual] = await ctx.db
      .update(pessoa)
      .set({
        lsttelefone: c.lsttelefone?.length ? c.lsttelefone : sql`${pessoa.lsttelefone}`,
        dtnascimento: c.dtnascimento ? c.dtnascimento : sql`${pessoa.dtnascimento}`,
      })
      .where(eq(pessoa.codpessoa, codpessoa))
      .returning({ lsttelefone: pessoa.lsttelefone, dtnascimento: pessoa.dtnascimento });
    await ctx.pessoas.alterada(ctx.db, codpessoa);
    const lsttelefone = atual?.lsttelefone ?? [];
    return { lsttelefone, ...(atual?.dtnascimento ? { dtnascimento: atual.dtnascimento } : {}) };
  },
});
