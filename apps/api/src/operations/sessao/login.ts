import { MENSAGENS_API, operacoes, stripCnpj, stripNonDigits } from '@portal/core';
import { eq } from 'drizzle-orm';
import { chavesTentativa } from '../../auth/login-limiter.ts';
import { verifyStoredPassword } from '../../auth/passwords.ts';
import type { Executor } from '../../db/database.ts';
import { pessoa } from '../../db/schema/index.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { buildUsuarioRecord } from './usuario-record.ts';

/** Which column an identifier is matched against: e-mail, CPF or CNPJ (formatted or not). */
function condicao(usuario: string) {
  const valor = usuario.trim();
  if (valor.includes('@')) return eq(pessoa.email, valor.toLowerCase());
  if (stripNonDigits(valor).length === 11 && !/[A-Za-z]/.test(valor))
    return eq(pessoa.cpf, stripNonDigits(valor));
  return eq(pessoa.cnpj, stripCnpj(valor));
}

/** Finds the account by e-mail, CPF or CNPJ (formatted or not). */
export async function findPessoa(db: Executor, usuario: string) {
  const [row] = await db.select().from(pessoa).where(condicao(usuario)).limit(1);
  return row ?? null;
}

/** The codpessoa of the account an identifier names, or null. */
async function codpessoaDe(db: Executor, usuario: string): Promise<number | null> {
  const [row] = await db
    .select({ codpessoa: pessoa.codpessoa })
    .from(pessoa)
    .where(condicao(usuario))
    .limit(1);
  return row?.codpessoa ?? null;
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
export const login = defineOperacao(operacoes.login, {
  acesso: 'publico',
  async run(ctx, [, usuario, passwordHash]) {
    // The whole row comes from the people kept in memory (auth/pessoas.ts; every write to a person, its
    // password included, forgets it there and in every process): a login storm reads one narrow index row each.
    const codpessoa = await codpessoaDe(ctx.db, usuario);
    const encontrada = codpessoa === null ? null : await ctx.pessoas.buscar(codpessoa);
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
