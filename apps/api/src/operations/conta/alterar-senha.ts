import { MENSAGENS_CONTA, operacoes } from '@portal/core';
import { eq } from 'drizzle-orm';
import { hashStoredPassword, verifyStoredPassword } from '../../auth/passwords.ts';
import { pessoa as tabelaPessoa } from '../../db/schema/index.ts';
import { sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { problemaNoHashDaSenha } from './senha-proibida.ts';

/**
 * coddao 602 — "Alterar senha": the current password (as SPEC's HMAC) proves it is the person at the keyboard;
 * the new one replaces it and every other session of the person ends (this one stays).
 */
export const alterarSenha = defineOperacao(operacoes.alterarSenha, {
  acesso: 'token',
  muda: ['conta'],
  async run(ctx, [, atualHash, novaHash]) {
    const { pessoa, sid } = sessaoDe(ctx);
    if (!(await verifyStoredPassword(pessoa.senhaHash, atualHash)))
      throw new ErroOperacao('INVALIDO', MENSAGENS_CONTA.senhaAtualErrada, {
        senhaAtual: MENSAGENS_CONTA.senhaAtualErrada,
      });
    const problema = await problemaNoHashDaSenha(novaHash, pessoa, ctx.settings.passwordSecret);
    if (problema) throw new ErroOperacao('INVALIDO', problema, { senha: problema });
    await ctx.db
      .update(tabelaPessoa)
      .set({ senhaHash: await hashStoredPassword(novaHash) })
      .where(eq(tabelaPessoa.codpessoa, pessoa.codpessoa));
    await ctx.pessoas.alterada(ctx.db, pessoa.codpessoa);
    const encerradas = await ctx.sessoes.encerrar(ctx.db, { codpessoa: pessoa.codpessoa, exceto: sid });
    return { aviso: MENSAGENS_CONTA.senhaAlterada, encerradas };
  },
});
