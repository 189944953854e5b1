import { MENSAGENS } from '../mensagens.ts';
import type { Usuario } from './tipos.ts';

/**
 * Name the shell shows for the user: nompessoa, else nome, else the default text.
 *
 * @example
 * displayName({ nome: 'Maria' }); // 'Maria'
 * displayName(null); // MENSAGENS.usuarioPadrao
 */
export function displayName(u: Partial<Usuario> | null | undefined): string {
  if (typeof u?.nompessoa === 'string' && u.nompessoa.trim() !== '') return u.nompessoa;
  if (typeof u?.nome === 'string' && u.nome.trim() !== '') return u.nome;
  return MENSAGENS.usuarioPadrao;
}
