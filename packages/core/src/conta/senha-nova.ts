import { stripNonDigits } from '../documento/strip-non-digits.ts';

/** The shortest password the portal accepts (issue 14). */
export const SENHA_MINIMO = 8;

export const MENSAGENS_SENHA = {
  obrigatoria: 'Informe a nova senha.',
  curta: `A senha precisa ter pelo menos ${SENHA_MINIMO} caracteres.`,
  comum: 'Essa senha é muito comum. Escolha outra, mais difícil de adivinhar.',
  pessoal: 'A senha não pode ser o seu CPF, CNPJ ou a sua data de nascimento.',
  diferentes: 'As senhas digitadas não são iguais.',
} as const;

/**
 * Passwords tried first by anyone guessing (the leaked-password lists' heads, Brazilian ones included). Kept
 * short on purpose: the list ships to the browser; length and the personal data rule do the rest.
 */
export const SENHAS_COMUNS: readonly string[] = [
  '12345678',
  '123456789',
  '1234567890',
  '12341234',
  '11111111',
  '00000000',
  '87654321',
  '11223344',
  '12121212',
  '88888888',
  '99999999',
  '55555555',
  '123123123',
  '147258369',
  '159357456',
  '741852963',
  'password',
  'password1',
  'passw0rd',
  'iloveyou',
  'qwertyui',
  'qwerty123',
  'asdfghjk',
  'abc12345',
  'abcd1234',
  'a1b2c3d4',
  'aaaaaaaa',
  'zxcvbnm1',
  'qwe123456',
  '1q2w3e4r',
  '1q2w3e4r5t',
  'q1w2e3r4',
  'senha123',
  'senha1234',
  'senha12345',
  'minhasenha',
  'mudar123',
  'trocar123',
  'alterar123',
  'acesso123',
  'brasil123',
  'brasil2026',
  'flamengo',
  'flamengo1',
  'corinthians',
  'palmeiras',
  'saopaulo',
  'vasco123',
  'gremio123',
  'cruzeiro',
  'botafogo',
  'santos123',
  'internacional',
  'fluminense',
  'atletico',
  'futebol1',
  'jesus123',
  'deus1234',
  'deusefiel',
  'jesuscristo',
  'amor1234',
  'teamo123',
  'eusouamor',
  'familia1',
  'portal123',
  'portal2026',
  'escola123',
  'admin123',
  'administrador',
  'usuario1',
  'welcome1',
  'bemvindo',
  'princesa',
  'gabriela',
  'mariana1',
  'juliana1',
  'fernanda',
  'leonardo',
  'gabriel1',
  'rafael123',
];

/** The forms a person's own data takes as a password: document digits and the birth date written 7 ways (its
 * shorter forms are under the minimum anyway). */
export function senhasPessoais(pessoa: {
  cpf?: string | null;
  cnpj?: string | null;
  dtnascimento?: string | null;
}): string[] {
  const formas = [pessoa.cpf, pessoa.cnpj].map((d) => stripNonDigits(d ?? '')).filter((d) => d.length >= 8);
  const data = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(pessoa.dtnascimento ?? '');
  if (data) {
    const [, dia = '', mes = '', ano = ''] = data;
    formas.push(
      `${dia}${mes}${ano}`,
      `${dia}/${mes}/${ano}`,
      `${dia}-${mes}-${ano}`,
      `${dia}.${mes}.${ano}`,
      `${ano}${mes}${dia}`,
      `${ano}-${mes}-${dia}`,
      `${ano}/${mes}/${dia}`,
    );
  }
  return formas;
}

/** What is wrong with a new password, in Portuguese, or null when it may be used. Never throws. */
export function problemaNaSenha(
  senha: string,
  pessoa: { cpf?: string | null; cnpj?: string | null; dtnascimento?: string | null } = {},
): string | null {
  if (typeof senha !== 'string' || senha.length === 0) return MENSAGENS_SENHA.obrigatoria;
  if ([...senha].length < SENHA_MINIMO) return MENSAGENS_SENHA.curta;
  if (SENHAS_COMUNS.includes(senha.toLowerCase())) return MENSAGENS_SENHA.comum;
  if (senhasPessoais(pessoa).includes(senha)) return MENSAGENS_SENHA.pessoal;
  return null;
}

export const ROTULOS_FORCA = ['Muito fraca', 'Fraca', 'Razoável', 'Boa', 'Forte'] as const;
export type ForcaSenha = 0 | 1 | 2 | 3 | 4;

/**
 * A strength estimate shown while typing (0 to 4): length and the kinds of characters, less for a run of one
 * character or a common password. A hint for the person; the rule that refuses is problemaNaSenha.
 */
export function forcaDaSenha(senha: string): ForcaSenha {
  if (typeof senha !== 'string' || senha.length === 0) return 0;
  if (SENHAS_COMUNS.includes(senha.toLowerCase()) || /^(.)\1*$/.test(senha)) return 0;
  const tamanho = [...senha].length;
  const tipos = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((r) => r.test(senha)).length;
  let pontos = 0;
  if (tamanho >= SENHA_MINIMO) pontos += 1;
  if (tamanho >= 12) pontos += 1;
  if (tamanho >= 16) pontos += 1;
  pontos += Math.max(0, tipos - 1);
  if (tamanho < SENHA_MINIMO) pontos = Math.min(pontos, 1);
  return Math.min(4, pontos) as ForcaSenha;
}
