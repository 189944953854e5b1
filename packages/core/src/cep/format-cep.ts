import { stripCep } from './strip-cep.ts';

/**
 * Formats a postal code as `00000-000`; a partial value is formatted as far as it goes.
 *
 * @example
 * formatCep('01001000'); // '01001-000'
 * @see https://www.correios.com.br/enviar/precisa-de-ajuda/tudo-sobre-cep
 */
export function formatCep(cep: string): string {
  const d = stripCep(cep).slice(0, 8);
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
}
