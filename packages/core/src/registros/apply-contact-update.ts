import { normalizeTelefone } from './normalize-telefone.ts';
import type { Telefone, Usuario } from './tipos.ts';

/**
 * Applies a contact update to the user: phones replaced when the new list is non-empty, birth date when present.
 *
 * @example
 * applyContactUpdate(usuario, { lsttelefone: [] }) // phones kept as they were
 */
export function applyContactUpdate(
  u: Usuario,
  update: { lsttelefone?: Telefone[]; dtnascimento?: string },
): Usuario {
  const atualizado: Usuario = { ...u };
  if (Array.isArray(update?.lsttelefone) && update.lsttelefone.length > 0) {
    atualizado.lsttelefone = update.lsttelefone.map(normalizeTelefone);
  }
  if (typeof update?.dtnascimento === 'string' && update.dtnascimento !== '') {
    atualizado.dtnascimento = update.dtnascimento;
  }
  return atualizado;
}
