import { MENSAGENS_API } from '@portal/core';
import { type ChavesTentativa, chavesTentativa } from '../../auth/login-limiter.ts';
import type { Contexto } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { identificador } from '../sessao/login.ts';

/**
 * The account's requests (a code, a code tried) are limited like logins — per person whatever was typed, and per
 * address — on counters of their own ('c' keys), so asking for codes never locks anyone out of logging in.
 */
export async function reservarPedidoConta(
  ctx: Contexto,
  codpessoa: number | undefined,
  digitado: string,
): Promise<ChavesTentativa> {
  const login = chavesTentativa(codpessoa ?? identificador(digitado), ctx.cliente.ip);
  const chaves = { pessoa: `c${login.pessoa}`, endereco: `c${login.endereco}` };
  const espera = await ctx.loginLimiter.reservar(ctx.db, chaves, ctx.now());
  if (espera > 0)
    throw new ErroOperacao('MUITAS_TENTATIVAS', MENSAGENS_API.muitasTentativas, undefined, espera);
  return chaves;
}
