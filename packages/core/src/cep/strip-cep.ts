import { stripNonDigits } from '../documento/strip-non-digits.ts';

/**
 * Keeps the digits of a postal code (CEP).
 *
 * @example
 * stripCep('01001-000'); // '01001000'
 * @see https://www.correios.com.br/enviar/precisa-de-ajuda/tudo-sobre-cep
 */
export function stripCep(cep: string): string {
  return stripNonDigits(cep);
}
