import { MENSAGENS_CONTA, normalizarEndereco, operacoes } from '@portal/core';
import { eq } from 'drizzle-orm';
import { pessoa as tabelaPessoa } from '../../db/schema/index.ts';
import { sessaoDe } from '../contexto.ts';
import { defineOperacao } from '../operacao.ts';

/** coddao 608 — the person's address, checked by core's rule (the contract) and kept normalised. */
export const salvarEndereco = defineOperacao(operacoes.salvarEndereco, {
  acesso: 'token',
  muda: ['conta'],
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
