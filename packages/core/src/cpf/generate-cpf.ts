import { digitoVerificador } from '../documento/digito-verificador.ts';
import { randomDigit } from '../documento/random-digit.ts';
import { PESOS_CPF_1, PESOS_CPF_2 } from './cpf-pesos.ts';

/**
 * Generates a valid unformatted CPF, for tests and demo data.
 *
 * @example
 * generateCpf(); // e.g. '52998224725'
 */
export function generateCpf(rng: () => number = Math.random): string {
  const valores = Array.from({ length: 8 }, () => randomDigit(rng));
  const nono = randomDigit(rng);
  // A base of nine equal digits would give a repeated-digit CPF, which is never valid.
  valores.push(valores.every((v) => v === nono) ? (nono + 1) % 10 : nono);
  valores.push(digitoVerificador(valores, PESOS_CPF_1));
  valores.push(digitoVerificador(valores, PESOS_CPF_2));
  return valores.join('');
}
