import { CONSTANTES } from '../constantes.ts';

/**
 * Tells whether a postal code is long enough to be looked up: 8 or more characters (SPEC §5).
 *
 * @example
 * isCepLookupable('01001000'); // true
 * isCepLookupable('0100100'); // false
 */
export function isCepLookupable(cep: string): boolean {
  return typeof cep === 'string' && cep.length >= CONSTANTES.cepTamanhoMinimo;
}
