import { formatoDeCodigo, isValidEmail, MENSAGENS_CONTA, mascararEmail, operacoes } from '@portal/core';
import { and, eq, ne } from 'drizzle-orm';
import { verifyStoredPassword } from '../../auth/passwords.ts';
import { conferirCodigo, emitirCodigo, usarCodigo } from '../../conta/codigos.ts';
import { enfileirarEmail, mensagemCodigo, mensagemEmailAlterado } from '../../conta/email.ts';
import type { Db, Executor } from '../../db/database.ts';
import { violaUnico } from '../../db/erro-sql.ts';
import { pessoa as tabelaPessoa } from '../../db/schema/index.ts';
import { emTransacao } from '../../db/transacao.ts';
import { sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { reservarPedidoConta } from './limites.ts';
import { marcaDe } from './marca.ts';

const invalido = (campo: string, mensagem: string) =>
  new ErroOperacao('INVALIDO', mensagem, { [campo]: mensagem });

async function emUso(db: Executor, email: string, codpessoa: number): Promise<boolean> {
  const [outra] = await db
    .select({ codpessoa: tabelaPessoa.codpessoa })
    .from(tabelaPessoa)
    .where(and(eq(tabelaPessoa.email, email), ne(tabelaPessoa.codpessoa, codpessoa)))
    .limit(1);
  return outra !== undefined;
}

/**
 * coddao 606 — a new e-mail and the current password: a code goes to the new address (proving it is the
 * person's), and the e-mail changes only when the code comes back (607). Limited like the other account requests.
 */
export const pedirTrocaEmail = defineOperacao(operacoes.pedirTrocaEmail, {
  acesso: 'token',
  async run(ctx, [, digitado, senhaHash]) {
    const { pessoa } = sessaoDe(ctx);
    await reservarPedidoConta(ctx, pessoa.codpessoa, '');
    const novo = digitado.trim().toLowerCase();
    if (!isValidEmail(novo)) throw invalido('email', MENSAGENS_CONTA.emailInvalido);
    if (!(await verifyStoredPassword(pessoa.senhaHash, senhaHash)))
      throw invalido('senhaAtual', MENSAGENS_CONTA.senhaAtualErrada);
    if (novo === pessoa.email) throw invalido('email', MENSAGENS_CONTA.emailIgual);
    if (await emUso(ctx.db, novo, pessoa.codpessoa)) throw invalido('email', MENSAGENS_CONTA.emailEmUso);
    await emTransacao(ctx.db as Db, async (tx) => {
      const codigo = await emitirCodigo(
        tx,
        ctx.settings.jwtSecret,
        pessoa.codpessoa,
        'trocar-email',
        ctx.now(),
        novo,
      );
      await enfileirarEmail(
        tx,
        mensagemCodigo(novo, pessoa.nome, codigo, 'trocar-email', marcaDe(ctx)),
        ctx.now(),
      );
    });
    return { aviso: MENSAGENS_CONTA.codigoEmailEnviado, destino: mascararEmail(novo) };
  },
});

/**
 * coddao 607 — the code the new address received. The try is spent in its own statement first; the change, the
 * code's use and the notice to the old address commit together. Two people racing for one address: the unique
 * index on pessoa.email lets one win, and the other is told it is in use.
 */
export const confirmarTrocaEmail = defineOperacao(operacoes.confirmarTrocaEmail, {
  acesso: 'token',
  async run(ctx, [, digitos]) {
    const { pessoa } = sessaoDe(ctx);
    const codigo = formatoDeCodigo(digitos);
    const conferido =
      codigo === null
        ? null
        : await conferirCodigo(
            ctx.db,
            ctx.settings.jwtSecret,
            pessoa.codpessoa,
            'trocar-email',
            codigo,
            ctx.now(),
          );
    if (!conferido?.dado) throw invalido('codigo', MENSAGENS_CONTA.codigoInvalido);
    const novo = conferido.dado;
    if (await emUso(ctx.db, novo, pessoa.codpessoa)) throw invalido('email', MENSAGENS_CONTA.emailEmUso);
    try {
      await emTransacao(ctx.db as Db, async (tx) => {
        if (!(await usarCodigo(tx, conferido.codcodigo, ctx.now())))
          throw invalido('codigo', MENSAGENS_CONTA.codigoInvalido);
        await tx
          .update(tabelaPessoa)
          .set({ email: novo })
          .where(eq(tabelaPessoa.codpessoa, pessoa.codpessoa));
        await ctx.pessoas.alterada(tx, pessoa.codpessoa);
        if (pessoa.email)
          await enfileirarEmail(
            tx,
            mensagemEmailAlterado(pessoa.email, pessoa.nome, mascararEmail(novo), marcaDe(ctx)),
            ctx.now(),
          );
      });
    } catch (falha) {
      if (violaUnico(falha)) throw invalido('email', MENSAGENS_CONTA.emailEmUso);
      throw falha;
    }
    return { aviso: MENSAGENS_CONTA.emailAlterado, email: novo };
  },
});
