import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { formatMoedaBr } from './format-moeda-br.ts';

describe('formatMoedaBr', () => {
  it('writes reais as Intl does for pt-BR', () => {
    expect(formatMoedaBr(1234.56)).toBe('R$\u00a01.234,56');
    expect(formatMoedaBr(0)).toBe('R$\u00a00,00');
    expect(formatMoedaBr(1000000)).toBe('R$\u00a01.000.000,00');
    expect(formatMoedaBr(0.5)).toBe('R$\u00a00,50');
    expect(formatMoedaBr(-12.3)).toBe('-R$\u00a012,30');
  });

  it('gives empty for values that are not finite numbers', () => {
    expect(formatMoedaBr(Number.NaN)).toBe('');
    expect(formatMoedaBr(Number.POSITIVE_INFINITY)).toBe('');
    expect(formatMoedaBr('12' as unknown as number)).toBe('');
  });

  describe('properties', () => {
    it('always starts with R$ for finite amounts', () => {
      fc.assert(
        fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 }), (n) =>
          formatMoedaBr(n).includes('R$\u00a0'),
        ),
      );
    });
  });

  it('has a pinned type', () => {
    expectTypeOf(formatMoedaBr).toEqualTypeOf<(value: number) => string>();
  });
});
