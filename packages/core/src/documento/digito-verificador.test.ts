import { describe, expect, it } from 'vitest';
import { PESOS_CNPJ_1 } from '../cnpj/cnpj-pesos.ts';
import { PESOS_CPF_1, PESOS_CPF_2 } from '../cpf/cpf-pesos.ts';
import { digitoVerificador } from './digito-verificador.ts';

describe('digitoVerificador', () => {
  it('computes the check digits of 529.982.247-25', () => {
    expect(digitoVerificador([5, 2, 9, 9, 8, 2, 2, 4, 7], PESOS_CPF_1)).toBe(2);
    expect(digitoVerificador([5, 2, 9, 9, 8, 2, 2, 4, 7, 2], PESOS_CPF_2)).toBe(5);
  });

  it('gives 0 when the remainder is below 2 (123.456.789-09)', () => {
    expect(digitoVerificador([1, 2, 3, 4, 5, 6, 7, 8, 9], PESOS_CPF_1)).toBe(0);
  });

  it('reads missing values as zero', () => {
    expect(digitoVerificador([], PESOS_CNPJ_1)).toBe(0);
  });
});
