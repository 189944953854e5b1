import { isValidEmail, MENSAGENS_CONTA, mascararEmail, operacoes } from '@portal/core';
import { verifyStoredPassword } from '../../auth/passwords.ts';
import { emitirCodigo } from '../../conta/codigos.ts';
import { enfileirarEmail, mensagemCodigo } from '../../conta/email.ts';
import type { Db } from '../../db/database.ts';
import { emTransacao } from '../../db/transacao.ts';
import { sessaoDe } from '../contexto.ts';
import { defineOperacao } from '../operacao.ts';
import { invalido } from './campo-invalido.ts';
import { emUso } from './email-em-uso.ts';
import { reservarPedidoConta } from './limites.ts';
import { marcaDe } from './marca.ts';

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
