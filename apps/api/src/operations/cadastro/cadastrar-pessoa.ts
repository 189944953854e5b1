import { base64Puro, MENSAGENS_API, operacoes, stripNonDigits } from '@portal/core';
import { eq } from 'drizzle-orm';
import { anexo, cadastroPessoa } from '../../db/schema/index.ts';
import { sessaoDe } from '../contexto.ts';
import { defineOperacao } from '../operacao.ts';

/**
 * coddao 94 — saves a person registration (cadpessoaf) with its attachments; idempotent, so it runs inside
 * the dispatcher's transaction together with the Idempotency-Key claim.
 */
export const cadastrarPessoa = defineOperacao(operacoes.cadastroPessoa, {
  acesso: 'token',
  muda: ['conta'],
  mensagemInvalido: (campos) =>
    Object.keys(campos).some((c) => c.startsWith('conteudo.anexos'))
      ? MENSAGENS_API.anexosInvalidos
      : undefined,
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
    if (c.anexos.length) {
      await ctx.db.insert(anexo).values(
        c.anexos.map((a) => {
          const conteudo = Buffer.from(base64Puro(a.base64), 'base64');
          return {
            codcadastro: criado.codcadastro,
            codpessoa: pessoa.codpessoa,
            filename: a.filename,
            filetype: a.filetype,
            filesize: conteudo.length,
            conteudo,
            dthcriacao,
          };
        }),
      );
    }
    return { codcadastro: criado.codcadastro, protocolo, dthcriacao: dthcriacao.toISOString() };
  },
});
