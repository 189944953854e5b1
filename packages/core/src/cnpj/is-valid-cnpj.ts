import { digitoVerificador } from '../documento/digito-verificador.ts';
import { stripNonDigits } from '../documento/strip-non-digits.ts';
import { PESOS_CNPJ_1, PESOS_CNPJ_2 } from './cnpj-pesos.ts';
import { stripCnpj } from './strip-cnpj.ts';

/** Each character is worth its ASCII code minus 48, so digits keep their value and 'A' is 17. */
function valorCnpj(caractere: string): number {
  return caractere.charCodeAt(0) - 48;
}

function isValidCnpjBruto(cnpj: string): boolean {
  if (!/^[0-9A-Z]{12}[0-9]{2}$/.test(cnpj) || /^(.)\1{13}$/.test(cnpj)) return false;
  const valores = [...cnpj].map(valorCnpj);
  return (
    digitoVerificador(valores, PESOS_CNPJ_1) === valores[12] &&
    digitoVerificador(valores, PESOS_CNPJ_2) === valores[13]
  );
}

/**
 * Tells whether a value is a valid CNPJ, numeric (14 digits) or alphanumeric (12 of 0–9/A–Z plus 2 check digits).
 *
 * Digits-only input follows the numeric rule after non-digits are stripped; input with letters is read as an
 * alphanumeric CNPJ (letters upper-cased, punctuation dropped).
 *
 * @example
 * isValidCnpj('11.222.333/0001-81'); // true
 * isValidCnpj('12.ABC.345/01DE-35'); // true
 * isValidCnpj('11.111.111/1111-11'); // false
 * @see https://www.gov.br/receitafederal/pt-br/assuntos/orientacao-tributaria/cadastros/cnpj/cnpj-alfanumerico
 */
export function isValidCnpj(value: string): boolean {
  return isValidCnpjBruto(stripNonDigits(value)) || isValidCnpjBruto(stripCnpj(value));
}
