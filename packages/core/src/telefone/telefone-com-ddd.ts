import { stripNonDigits } from '../documento/strip-non-digits.ts';
import type { Telefone } from '../registros/tipos.ts';
import { digitosTelefone, isValidTelefone } from './is-valid-telefone.ts';

/**
 * Reads a typed phone into SPEC §3's `{ ddd, tel }`; null unless it is valid and carries its area code.
 *
 * @example
 * parseTelefoneComDdd('(11) 98765-4321'); // { ddd: '11', tel: '987654321' }
 * parseTelefoneComDdd('98765-4321'); // null (no area code)
 */
export function parseTelefoneComDdd(valor: string): Telefone | null {
  const digitos = digitosTelefone(valor);
  if (!isValidTelefone(digitos) || (digitos.length !== 10 && digitos.length !== 11)) return null;
  return { ddd: digitos.slice(0, 2), tel: digitos.slice(2) };
}

/**
 * Writes `{ ddd, tel }` the way the phone mask shows it.
 *
 * @example
 * formatTelefone({ ddd: '11', tel: '987654321' }); // '(11) 98765-4321'
 * formatTelefone({ ddd: '', tel: '33334444' }); // '3333-4444'
 */
export function formatTelefone(t: Telefone): string {
  const tel = stripNonDigits(t.tel);
  const meio = tel.length === 9 ? 5 : 4;
  const numero = tel.length > meio ? `${tel.slice(0, meio)}-${tel.slice(meio)}` : tel;
  return t.ddd ? `(${stripNonDigits(t.ddd)}) ${numero}` : numero;
}
