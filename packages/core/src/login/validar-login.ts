import { checkDocumento } from '../documento/check-documento.ts';
import { isValidEmail } from '../email/is-valid-email.ts';
import { MENSAGENS } from '../mensagens.ts';

/** What the login screen says before asking the server, and which field it concerns. */
export interface ProblemaLogin {
  campo: 'usuario' | 'senha';
  mensagem: string;
  /** SPEC §5 shows an invalid CPF as an alert; the rest is said beside its field. */
  alerta: boolean;
}

export const MENSAGENS_LOGIN = {
  informeUsuario: 'Informe o CPF, CNPJ ou e-mail.',
  informeSenha: 'Informe a senha.',
  cnpjInvalido: 'Aviso: CNPJ inválido',
  emailInvalido: 'Aviso: e-mail inválido',
  usuarioInvalido: 'Informe um CPF (11 dígitos), um CNPJ (14 caracteres) ou um e-mail.',
} as const;

/**
 * Checks the login form before it reaches the server (issue 10): what is missing, and a CPF, CNPJ or e-mail
 * that cannot be right. null when the server may be asked.
 *
 * @example
 * validarLogin('111.111.111-12', 'x'); // { campo: 'usuario', mensagem: MENSAGENS.cpfInvalido, alerta: true }
 */
export function validarLogin(usuario: string, senha: string): ProblemaLogin | null {
  const valor = String(usuario ?? '').trim();
  if (valor === '') return { campo: 'usuario', mensagem: MENSAGENS_LOGIN.informeUsuario, alerta: false };
  if (valor.includes('@')) {
    if (!isValidEmail(valor))
      return { campo: 'usuario', mensagem: MENSAGENS_LOGIN.emailInvalido, alerta: true };
  } else {
    const documento = checkDocumento(valor);
    if (!documento.valido) {
      const mensagem =
        documento.tipo === 'cpf'
          ? MENSAGENS.cpfInvalido
          : documento.tipo === 'cnpj'
            ? MENSAGENS_LOGIN.cnpjInvalido
            : MENSAGENS_LOGIN.usuarioInvalido;
      return { campo: 'usuario', mensagem, alerta: documento.tipo !== null };
    }
  }
  if (String(senha ?? '') === '')
    return { campo: 'senha', mensagem: MENSAGENS_LOGIN.informeSenha, alerta: false };
  return null;
}
