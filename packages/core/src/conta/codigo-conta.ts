/** One-time codes of the account (first access, forgotten password, e-mail change): issue 14. */
export const CODIGO_CONTA = {
  digitos: 6,
  validadeMs: 15 * 60 * 1000,
  maximoTentativas: 5,
} as const;

export const FINALIDADES_CODIGO = ['primeiro-acesso', 'esqueci-senha'] as const;
export type FinalidadeCodigo = (typeof FINALIDADES_CODIGO)[number];

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
/** The logged-in account page: change password, sessions. */
export const ROTA_MINHA_CONTA = '/conta';
