import { digitoVerificador } from '../documento/digito-verificador.ts';
import { stripNonDigits } from '../documento/strip-non-digits.ts';
import { PESOS_CPF_1, PESOS_CPF_2 } from './cpf-pesos.ts';

/**
 * Tells whether a value is a valid CPF: 11 digits once non-digits are stripped, not all equal, both check digits right.
 *
 * @example
 * isValidCpf('529.982.247-25'); // true
 * isValidCpf('111.111.111-11'); // false
 * @see https://www.gov.br/receitafederal/pt-br/assuntos/meu-cpf
 */
export function isValidCpf(value: string): boolean {
  const digitos = stripNonDigits(value);
  if (digitos.length !== 11 || /^(\d)\1{10}$/.test(digitos)) return false;
  const valores = [...digitos].map(Number);
  return (
    digitoVerificador(valores, PESOS_CPF_1) === valores[9] &&
    digitoVerificador(valores, PESOS_CPF_2) === valores[10]
  );
}
