import { MENSAGENS_CONTA, mascararEmail, operacoes } from '@portal/core';
import { emitirCodigo } from '../../conta/codigos.ts';
import { enfileirarEmail, mensagemCodigo } from '../../conta/email.ts';
import type { Db } from '../../db/database.ts';
import { emTransacao } from '../../db/transacao.ts';
import { defineOperacao } from '../operacao.ts';
import { findPessoa } from '../sessao/login.ts';
import { reservarPedidoConta } from './limites.ts';
import { marcaDe } from './marca.ts';
import { comTempoMinimo } from './tempo-minimo.ts';

/** Long enough to cover writing a code and its e-mail, so a known document answers no slower than an unknown. */
export const TEMPO_MINIMO_CONTA_MS = 250;

/**
 * coddao 600 — a one-time code by e-mail, for a first access (CPF or CNPJ, and the birth date on file, of an
 * account with no password yet) or a forgotten password (CPF, CNPJ or e-mail). The answer and its time are the
 * same whether or not anyone matched; only a first access whose birth date matched learns where the code went.
 */
export const pedirCodigoConta = defineOperacao(operacoes.pedirCodigoConta, {
  acesso: 'publico',
  run: (ctx, [, digitado, finalidade, dtnascimento]) =>
    comTempoMinimo(TEMPO_MINIMO_CONTA_MS, async () => {
      const pessoa = await findPessoa(ctx.db, digitado);
      await reservarPedidoConta(ctx, pessoa?.codpessoa, digitado);
      const email = pessoa?.email ?? null;
      const apta =
        pessoa !== null &&
        email !== null &&
        (finalidade === 'esqueci-senha' ||
          (pessoa.senhaHash === null && !digitado.includes('@') && pessoa.dtnascimento === dtnascimento));
      if (apta && email) {
        await emTransacao(ctx.db as Db, async (tx) => {
          const codigo = await emitirCodigo(
            tx,
            ctx.settings.jwtSecret,
            pessoa.codpessoa,
            finalidade,
            ctx.now(),
          );
          await enfileirarEmail(
            tx,
            mensagemCodigo(email, pessoa.nome, codigo, finalidade, marcaDe(ctx)),
            ctx.now(),
          );
        });
      }
      return {
        aviso: MENSAGENS_CONTA.codigoEnviado,
        ...(apta && email && finalidade === 'primeiro-acesso' ? { destino: mascararEmail(email) } : {}),
      };
    }),
});
