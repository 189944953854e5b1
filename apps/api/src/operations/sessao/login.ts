import { MENSAGENS_API, operacoes, stripCnpj, stripNonDigits } from '@portal/core';
import { eq } from 'drizzle-orm';
import { chavesTentativa } from '../../auth/login-limiter.ts';
import { verifyStoredPassword } from '../../auth/passwords.ts';
import type { Executor } from '../../db/database.ts';
import { pessoa } from '../../db/schema.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { buildUsuarioRecord } from './usuario-record.ts';

/** Finds the account by e-mail, CPF or CNPJ (formatted or not). */
export async function findPessoa(db: Executor, usuario: string) {
  const valor = usuario.trim();
  let where: ReturnType<typeof eq>;
  if (valor.includes('@')) where = eq(pessoa.email, valor.toLowerCase());
  else if (stripNonDigits(valor).length === 11 && !/[A-Za-z]/.test(valor))
    where = eq(pessoa.cpf, stripNonDigits(valor));
  else where = eq(pessoa.cnpj, stripCnpj(valor));
  const [row] = await db.select().from(pessoa).where(where).limit(1);
  return row ?? null;
}

/** An unknown identifier's counter key: as typed, normalised (a known person's is their codpessoa). */
export function identificador(usuario: string): string {
  const valor = usuario.trim().toLowerCase();
  return valor.includes('@') ? valor : stripCnpj(valor) || valor;
}

/**
 * coddao 16 — login by CPF, CNPJ or e-mail; the same 401 message for an unknown user and a wrong password.
 * The attempt is counted before the password is verified, against the person whatever identifier was typed
 * (auth/login-limiter.ts); a success opens a server-side session, whose id the token carries.
 */
export const login = defineOperacao({
  coddao: 16,
  acesso: 'publico',
  parametros: operacoes.login.parametros,
  async run(ctx, [, usuario, passwordHash]) {
    const encontrada = await findPessoa(ctx.db, usuario);
    const chaves = chavesTentativa(encontrada?.codpessoa ?? identificador(usuario), ctx.cliente.ip);
    const espera = await ctx.loginLimiter.reservar(ctx.db, chaves, ctx.now());
    if (espera > 0)
      throw new ErroOperacao('MUITAS_TENTATIVAS', MENSAGENS_API.muitasTentativas, undefined, espera);

    const ok = await verifyStoredPassword(encontrada?.senhaHash ?? null, passwordHash);
    if (!encontrada || !ok) throw new ErroOperacao('NAO_AUTENTICADO', MENSAGENS_API.loginRecusado);
    await ctx.loginLimiter.sucesso(ctx.db, chaves);

    const paramsistema = encontrada.paramsistema ?? '';
    const sid = await ctx.sessoes.abrir(ctx.db, encontrada.codpessoa, ctx.cliente);
    const [usuarioRecord, token] = await Promise.all([
      buildUsuarioRecord(ctx.db, encontrada),
      ctx.tokens.sign({ codpessoa: encontrada.codpessoa, paramsistema, sid }, ctx.now().getTime()),
    ]);
    const { escolas, ...config } = encontrada.config;
    return {
      token,
      usuario: { ...usuarioRecord, token },
      config: escolas === null ? config : { ...config, escolas },
      menus: encontrada.menus,
      ...(encontrada.paramsistema ? { paramsistema: encontrada.paramsistema } : {}),
    };
  },
});
