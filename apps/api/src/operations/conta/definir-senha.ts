import { formatoDeCodigo, MENSAGENS_CONTA, operacoes } from '@portal/core';
import { eq } from 'drizzle-orm';
import { hashStoredPassword } from '../../auth/passwords.ts';
import { conferirCodigo, usarCodigo } from '../../conta/codigos.ts';
import type { Db } from '../../db/database.ts';
import { pessoa as tabelaPessoa } from '../../db/schema/index.ts';
import { emTransacao } from '../../db/transacao.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { findPessoa } from '../sessao/login.ts';
import { reservarPedidoConta } from './limites.ts';
import { TEMPO_MINIMO_CONTA_MS } from './pedir-codigo.ts';
import { problemaNoHashDaSenha } from './senha-proibida.ts';
import { comTempoMinimo } from './tempo-minimo.ts';

const codigoInvalido = () =>
  new ErroOperacao('INVALIDO', MENSAGENS_CONTA.codigoInvalido, { codigo: MENSAGENS_CONTA.codigoInvalido });

/**
 * coddao 601 — the code received and the new password (SPEC's HMAC): sets it (argon2id) and ends every session
 * of the person, on every process. The try is spent in its own statement, before anything can fail, so a wrong
 * code always counts; a refused password keeps the code for the next try.
 */
export const definirSenha = defineOperacao(operacoes.definirSenha, {
  acesso: 'publico',
  muda: ['conta'],
  run: (ctx, [, digitado, finalidade, digitos, passwordHash]) =>
    comTempoMinimo(TEMPO_MINIMO_CONTA_MS, async () => {
      const pessoa = await findPessoa(ctx.db, digitado);
      const chaves = await reservarPedidoConta(ctx, pessoa?.codpessoa, digitado);
      const codigo = formatoDeCodigo(digitos);
      if (!pessoa || !codigo) throw codigoInvalido();
      const conferido = await conferirCodigo(
        ctx.db,
        ctx.settings.jwtSecret,
        pessoa.codpessoa,
        finalidade,
        codigo,
        ctx.now(),
      );
      if (conferido === null) throw codigoInvalido();
      const problema = await problemaNoHashDaSenha(passwordHash, pessoa, ctx.settings.passwordSecret);
      if (problema) throw new ErroOperacao('INVALIDO', problema, { senha: problema });
      const senhaHash = await hashStoredPassword(passwordHash);
      await emTransacao(ctx.db as Db, async (tx) => {
        if (!(await usarCodigo(tx, conferido.codcodigo, ctx.now()))) throw codigoInvalido();
        await tx.update(tabelaPessoa).set({ senhaHash }).where(eq(tabelaPessoa.codpessoa, pessoa.codpessoa));
        await ctx.pessoas.alterada(tx, pessoa.codpessoa);
        await ctx.sessoes.encerrar(tx, { codpessoa: pessoa.codpessoa });
      });
      await ctx.loginLimiter.sucesso(ctx.db, chaves);
      return { aviso: MENSAGENS_CONTA.senhaDefinida };
    }),
});
