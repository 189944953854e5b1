import { operacoes } from '@portal/core';
import { eq } from 'drizzle-orm';
import { pessoa as tabelaPessoa } from '../../db/schema/index.ts';
import { sessaoDe } from '../contexto.ts';
import { defineOperacao } from '../operacao.ts';

/**
 * coddao 605 — what "Meus dados" edits, read from the row (not the session's copy), so a change made in another
 * browser shows here.
 */
export const meusDados = defineOperacao(operacoes.meusDados, {
  acesso: 'token',
  async run(ctx) {
    const { codpessoa } = sessaoDe(ctx).pessoa;
    const [p] = await ctx.db
      .select({
        email: tabelaPessoa.email,
        lsttelefone: tabelaPessoa.lsttelefone,
        dtnascimento: tabelaPessoa.dtnascimento,
        endereco: tabelaPessoa.endereco,
      })
      .from(tabelaPessoa)
      .where(eq(tabelaPessoa.codpessoa, codpessoa));
    return {
      email: p?.email ?? null,
      lsttelefone: p?.lsttelefone ?? [],
      dtnascimento: p?.dtnascimento ?? null,
      endereco: p?.endereco ?? null,
    };
  },
});
