import { describe, expect, expectTypeOf, it } from 'vitest';
import { generateCnpj } from './generate-cnpj.ts';

function sequencia(valores: readonly number[]): () => number {
  let i = 0;
  return () => valores[i++] ?? 0;
}

describe('generateCnpj', () => {
  it('builds the check digits from the drawn base', () => {
    expect(generateCnpj(sequencia([0.1, 0.1, 0.2, 0.2, 0.2, 0.3, 0.3, 0.3, 0, 0, 0, 0.1]))).toBe(
      '11222333000181',
    );
  });

  it('draws letters for an alphanumeric CNPJ', () => {
    // 36 symbols: 1/36 ≈ 0.0278 per step; these draws land on 1 2 A B C 3 4 5 0 1 D E.
    const passo = 1 / 36;
    const indices = [1, 2, 10, 11, 12, 3, 4, 5, 0, 1, 13, 14];
    expect(generateCnpj(sequencia(indices.map((i) => i * passo + passo / 2)), true)).toBe('12ABC34501DE35');
  });

  it('never yields a repeated-character CNPJ, even from a constant source', () => {
    expect(generateCnpj(() => 0)).toBe('00000000000191');
    expect(generateCnpj(() => 0.5)).toMatch(/^5{11}1\d{2}$/);
    expect(generateCnpj(() => 0.999, true)).toMatch(/^Z{11}1\d{2}$/);
    expect(generateCnpj(() => 0.0278, true)).toMatch(/^1{11}2\d{2}$/);
  });

  it('clamps draws outside [0, 1)', () => {
    expect(generateCnpj(() => Number.NaN, true)).toBe('00000000000191');
    expect(generateCnpj(() => 2, true)).toMatch(/^Z{11}1\d{2}$/);
  });

  it('gives 14 characters with the default source', () => {
    expect(generateCnpj()).toMatch(/^\d{14}$/);
    expect(generateCnpj(undefined, true)).toMatch(/^[0-9A-Z]{12}\d{2}$/);
  });

  it('has a pinned type', () => {
    expectTypeOf(generateCnpj).toEqualTypeOf<(rng?: () => number, alfanumerico?: boolean) => string>();
  });
});
