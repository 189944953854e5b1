import { hashPassword, MENSAGENS_SENHA, SENHAS_COMUNS, senhasPessoais } from '@portal/core';
import type { PessoaRow } from '../../db/pessoa-row.ts';

let comuns: { segredo: string; hashes: Promise<Set<string>> } | null = null;

/**
 * The API never sees a password, only SPEC's HMAC of it, so of core's rules it checks those it can on a hash: the
 * common list and the person's own data, hashed the same way (the length is the app's to check, with core).
 */
export async function problemaNoHashDaSenha(
  passwordHash: string,
  pessoa: Pick<PessoaRow, 'cpf' | 'cnpj' | 'dtnascimento'>,
  passwordSecret: string,
): Promise<string | null> {
  if (comuns?.segredo !== passwordSecret) {
    const hashes = Promise.all(SENHAS_COMUNS.map((s) => hashPassword(s, passwordSecret))).then(
      (h) => new Set(h),
    );
    comuns = { segredo: passwordSecret, hashes };
  }
  if ((await comuns.hashes).has(passwordHash)) return MENSAGENS_SENHA.comum;
  const pessoais = await Promise.all(senhasPessoais(pessoa).map((s) => hashPassword(s, passwordSecret)));
  return pessoais.includes(passwordHash) ? MENSAGENS_SENHA.pessoal : null;
}
