import { asRegistro, texto } from './leitura.ts';
import type { Telefone } from './tipos.ts';

/**
 * Normalises a phone entry to its area code and number as text.
 *
 * @example
 * normalizeTelefone({ ddd: 11, tel: '987654321' }); // { ddd: '11', tel: '987654321' }
 */
export function normalizeTelefone(raw: unknown): Telefone {
  const r = asRegistro(raw);
  return { ddd: texto(r.ddd), tel: texto(r.tel) };
}
