import { describe, expect, expectTypeOf, it } from 'vitest';
import { generateCpf } from './generate-cpf.ts';

describe('generateCpf', () => {
  it('builds the check digits from the drawn base', () => {
    const base = [0.5, 0.2, 0.9, 0.9, 0.8, 0.2, 0.2, 0.4, 0.7];
    let i = 0;
    expect(generateCpf(() => base[i++] ?? 0)).toBe('52998224725');
  });

  it('never yields a repeated-digit CPF, even from a constant source', () => {
    expect(generateCpf(() => 0)).toBe('00000000191');
    expect(generateCpf(() => 0.99)).not.toBe('99999999999');
  });

  it('gives 11 digits with the default source', () => {
    expect(generateCpf()).toMatch(/^\d{11}$/);
  });

  it('has a pinned type', () => {
    expectTypeOf(generateCpf).toEqualTypeOf<(rng?: () => number) => string>();
  });
});
