import { stripNonDigits } from '../documento/strip-non-digits.ts';

/** Optional 2-digit area code, then 8 digits or 9 followed by 8 digits (SPEC §5). */
const TELEFONE = /^(\d{2})?(9\d{8}|\d{8})$/;

/**
 * Tells whether a value is a phone number: after stripping non-digits, an optional area code and 8 digits, or 9
 * and 8 digits.
 *
 * @example
 * isValidTelefone('(11) 98765-4321'); // true
 * isValidTelefone('3333-4444'); // true
 * isValidTelefone('12345'); // false
 * @see https://www.gov.br/anatel/pt-br/regulado/numeracao/plano-de-numeracao-brasileiro
 */
export function isValidTelefone(value: string): boolean {
  return TELEFONE.test(stripNonDigits(value));
}
