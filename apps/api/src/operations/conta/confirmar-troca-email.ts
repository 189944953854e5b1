import { formatoDeCodigo, MENSAGENS_CONTA, mascararEmail, operacoes } from '@portal/core';
import { eq } from 'drizzle-orm';
import { conferirCodigo, usarCodigo } from '../../conta/codigos.ts';
import { enfileirarEmail, mensagemEmailAlterado } from '../../conta/email.ts';
import type { Db } from '../../db/database.ts';
import { violaUnico } from '../../db/erro-sql.ts';
import { pessoa as tabelaPessoa } from '../../db/schema/index.ts';
import { emTransacao } from '../../db/transacao.ts';
import { sessaoDe } from '../contexto.ts';
import { defineOperacao } from '../operacao.ts';
import { invalido } from './campo-invalido.ts';
import { emUso } from './email-em-uso.ts';
import { marcaDe } from './marca.ts';

/**
 * coddao 607 — the code the new address received. The try is spent in its own statement first; the change, the
 * code's use and the notice to the old address commit together. Two people racing for one address: the unique
 * index on pessoa.email lets one win, and the other is told it is in use.
 */
export const confirmarTrocaEmail = defineOperacao(operacoes.confirmarTrocaEmail, {
  acesso: 'token',
  muda: ['conta'],
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
