/** One-time codes of the account (first access, forgotten password, e-mail change): issue 14. */
export const CODIGO_CONTA = {
  digitos: 6,
  validadeMs: 15 * 60 * 1000,
  maximoTentativas: 5,
} as const;

/** What a code asked for without a session may be for (coddao 600/601). */
export const FINALIDADES_CODIGO = ['primeiro-acesso', 'esqueci-senha'] as const;
export type FinalidadePublica = (typeof FINALIDADES_CODIGO)[number];
/** Those, and the confirmation of a new e-mail, which only a logged-in person asks for (coddao 606/607). */
export type FinalidadeCodigo = FinalidadePublica | 'trocar-email';

export const MENSAGENS_CONTA = {
  codigoEnviado:
    'Se os dados informados estiverem corretos, enviamos um código de 6 dígitos para o e-mail cadastrado. Ele vale por 15 minutos.',
  codigoInvalido: 'Código inválido ou expirado. Peça um novo código.',
  codigoFormato: 'O código tem 6 dígitos.',
  senhaDefinida: 'Senha definida. Entre com a nova senha.',
  senhaAlterada: 'Senha alterada. As outras sessões foram encerradas.',
  senhaAtualErrada: 'A senha atual não confere.',
  dataNascimentoObrigatoria: 'Informe a data de nascimento.',
  assuntoCodigo: 'Seu código de acesso ao Portal',
  codigoEmailEnviado: 'Enviamos um código de 6 dígitos para o novo e-mail. Ele vale por 15 minutos.',
  emailInvalido: 'Informe um e-mail válido.',
  emailIgual: 'Este já é o e-mail da sua conta.',
  emailEmUso: 'Este e-mail já está em uso em outra conta.',
  emailAlterado: 'E-mail alterado.',
  assuntoEmailAlterado: 'O e-mail da sua conta no Portal foi alterado',
  enderecoSalvo: 'Endereço salvo.',
} as const;

/** Whether a typed code has the shape of one (6 digits, spaces ignored). */
export function formatoDeCodigo(valor: string): string | null {
  const digitos = typeof valor === 'string' ? valor.replace(/\s/g, '') : '';
  return new RegExp(`^\\d{${CODIGO_CONTA.digitos}}$`).test(digitos) ? digitos : null;
}

/** `ana.souza@exemplo.com.br` → `a***@exemplo.com.br`: enough to recognise one's own address, not to learn it. */
export function mascararEmail(email: string): string {
  const [local = '', dominio = ''] = typeof email === 'string' ? email.split('@') : [];
  if (!local || !dominio) return '';
  return `${local[0]}***@${dominio}`;
}

/** The account's public pages (issue 14), beside the login under /auth. */
export const ROTA_ESQUECI_SENHA = '/auth/esqueci-senha';
export const ROTA_PRIMEIRO_ACESSO = '/auth/primeiro-acesso';
/** The logged-in account page: my data, change password, sessions. */
export const ROTA_MINHA_CONTA = '/conta';
/** "Meus dados": e-mail (confirmed by a code), phones, birth date and address; the menu's "Meus dados" opens it. */
export const ROTA_MEUS_DADOS = '/conta/dados';
