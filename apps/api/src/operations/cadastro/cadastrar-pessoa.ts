import { operacoes, stripNonDigits } from '@portal/core';
import { eq } from 'drizzle-orm';
import { cadastroPessoa } from '../../db/schema/index.ts';
import { gravarAnexos, mensagemAnexosInvalidos } from '../anexos.ts';
import { sessaoDe } from '../contexto.ts';
import { defineOperacao } from '../operacao.ts';

/**
 * coddao 94 — saves a person registration (cadpessoaf) with its attachments; idempotent, so it runs inside
 * the dispatcher's transaction together with the Idempotency-Key's answer.
 */
export const cadastrarPessoa = defineOperacao(operacoes.cadastroPessoa, {
  acesso: 'token',
  muda: ['conta'],
  mensagemInvalido: mensagemAnexosInvalidos,
  async run(ctx, _params, c) {
    const { pessoa } = sessaoDe(ctx);
    const dthcriacao = ctx.now();
    const dados = {
      nome: c.nome,
      cpf: stripNonDigits(c.cpf),
      dtnascimento: c.dtnascimento,
      sexo: c.sexo,
      email: c.email.toLowerCase(),
      lsttelefone: c.lsttelefone,
      endereco: c.endereco,
    };
    const [criado] = await ctx.db
      .insert(cadastroPessoa)
      .values({ codpessoa: pessoa.codpessoa, protocolo: '', dados, dthcriacao })
      .returning({ codcadastro: cadastroPessoa.codcadastro });
    if (!criado) throw new Error('cadastro não criado');
    const protocolo = `CP${dthcriacao.getUTCFullYear()}-${String(criado.codcadastro).padStart(6, '0')}`;
    await ctx.db
      .update(cadastroPessoa)
      .set({ protocolo })
      .where(eq(cadastroPessoa.codcadastro, criado.codcadastro));
    await gravarAnexos(ctx.db, c.anexos, { codcadastro: criado.codcadastro }, pessoa.codpessoa, dthcriacao);
    return { codcadastro: criado.codcadastro, protocolo, dthcriacao: dthcriacao.toISOString() };
  },
});
