import { MENSAGENS_CONTA, normalizarEndereco, operacoes } from '@portal/core';
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

/** coddao 608 — the person's address, checked by core's rule (the contract) and kept normalised. */
export const salvarEndereco = defineOperacao(operacoes.salvarEndereco, {
  acesso: 'token',
  // The person reads core's sentence for the field ("Informe o CEP com 8 dígitos."), not a generic refusal.
  mensagemInvalido: (campos) => Object.values(campos)[0],
  async run(ctx, _params, conteudo) {
    const { codpessoa } = sessaoDe(ctx).pessoa;
    const endereco = normalizarEndereco(conteudo);
    await ctx.db.update(tabelaPessoa).set({ endereco }).where(eq(tabelaPessoa.codpessoa, codpessoa));
    await ctx.pessoas.alterada(ctx.db, codpessoa);
    return { aviso: MENSAGENS_CONTA.enderecoSalvo, endereco };
  },
});
