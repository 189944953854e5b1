import { stripNonDigits } from '../documento/strip-non-digits.ts';

/** Optional 2-digit area code, then 8 digits or 9 followed by 8 digits (SPEC §5). */
const TELEFONE = /^(\d{2})?(9\d{8}|\d{8})$/;

/**
 * The digits of a phone without Brazil's country code: '+55 11 98765-4321', '0055 11…' and '5511…' are pasted
 * from contacts and messages. Only a number too long to be a national one loses its leading 55 (area code 55
 * is Rio Grande do Sul's).
 *
 * @example
 * digitosTelefone('+55 (11) 98765-4321'); // '11987654321'
 * digitosTelefone('(55) 98765-4321'); // '55987654321'
 */
export function digitosTelefone(value: string): string {
  const digitos = stripNonDigits(value);
  if (/^0055\d{10,11}$/.test(digitos)) return digitos.slice(4);
  if (/^55\d{10,11}$/.test(digitos)) return digitos.slice(2);
  return digitos;
}

/**
 * Tells whether a value is a phone number: after stripping non-digits, an optional area code and 8 digits, or 9
 * and 8 digits.
 *
 * @example
 * isValidTelefone('(11) 98765-4321'); // true
 * isValidTelefone('3333-4444'); // true
 * isValidTelefone('+55 11 98765-4321'); // true (the country code is dropped first)
 * isValidTelefone('12345'); // false
 * @see https://www.gov.br/anatel/pt-br/regulado/numeracao/plano-de-numeracao-brasileiro
 */
export function isValidTelefone(value: string): boolean {
  return TELEFONE.test(digitosTelefone(value));
}
