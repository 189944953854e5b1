import { stripCnpj } from './strip-cnpj.ts';

/**
 * Formats a CNPJ as `00.000.000/0000-00` (alphanumeric characters upper-cased); a partial value is formatted as
 * far as it goes.
 *
 * @example
 * formatCnpj('11222333000181'); // '11.222.333/0001-81'
 * formatCnpj('12abc34501de35'); // '12.ABC.345/01DE-35'
 */
export function formatCnpj(value: string): string {
  const c = stripCnpj(value).slice(0, 14);
  const raiz = [c.slice(0, 2), c.slice(2, 5), c.slice(5, 8)].filter(Boolean).join('.');
  return raiz + (c.length > 8 ? `/${c.slice(8, 12)}` : '') + (c.length > 12 ? `-${c.slice(12)}` : '');
}
