import { MENSAGENS_API, operacoes, stripCnpj, stripNonDigits } from '@portal/core';
import { eq } from 'drizzle-orm';
import { verifyStoredPassword } from '../../auth/passwords.ts';
import type { Executor } from '../../db/database.ts';
import { pessoa } from '../../db/schema.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { buildUsuarioRecord } from './usuario-record.ts';

/** Finds the account by e-mail, CPF or CNPJ (formatted or not). */
async function findPessoa(db: Executor, usuario: string) {
  const valor = usuario.trim();
  let where: ReturnType<typeof eq>;
  if (valor.includes('@')) where = eq(pessoa.email, valor.toLowerCase());
  else if (stripNonDigits(valor).length === 11 && !/[A-Za-z]/.test(valor))
    where = eq(pessoa.cpf, stripNonDigits(valor));
  else where = eq(pessoa.cnpj, stripCnpj(valor));
  const [row] = await db.select().from(pessoa).where(where).limit(1);
  return row ?? null;
}

/** Key of the per-user failure counter: the identifier as typed, normalised. */
function chaveUsuario(usuario: string): string {
  const valor = usuario.trim().toLowerCase();
  return valor.includes('@') ? valor : stripCnpj(valor) || valor;
}

/** coddao 16 — login by CPF, CNPJ or e-mail; the same 401 message for an unknown user and a wrong password. */
export const login = defineOperacao({
  coddao: 16,
  acesso: 'publico',
  parametros: operacoes.login.parametros,
  async run(ctx, [, usuario, passwordHash]) {
    const chave = chaveUsuario(usuario);
    const espera = ctx.loginLimiter.retryAfter(chave, ctx.clientIp);
    if (espera > 0)
      throw new ErroOperacao('MUITAS_TENTATIVAS', MENSAGENS_API.muitasTentativas, undefined, espera);

    const encontrada = await findPessoa(ctx.db, usuario);
    const ok = await verifyStoredPassword(encontrada?.senhaHash ?? null, passwordHash);
    if (!encontrada || !ok) {
      ctx.loginLimiter.registrarFalha(chave, ctx.clientIp);
      throw new ErroOperacao('NAO_AUTENTICADO', MENSAGENS_API.loginRecusado);
    }
    ctx.loginLimiter.registrarSucesso(chave);

    const paramsistema = encontrada.paramsistema ?? '';
    const [usuarioRecord, token] = await Promise.all([
      buildUsuarioRecord(ctx.db, encontrada),
      ctx.tokens.sign({ codpessoa: encontrada.codpessoa, paramsistema }, ctx.now().getTime()),
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
