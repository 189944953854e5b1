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

  it('rounds and signs as Intl does at the edges', () => {
    expect(formatMoedaBr(0.125)).toBe('R$\u00a00,13');
    expect(formatMoedaBr(-0.125)).toBe('-R$\u00a00,13');
    expect(formatMoedaBr(1.005)).toBe('R$\u00a01,01');
    expect(formatMoedaBr(2.675)).toBe('R$\u00a02,68');
    expect(formatMoedaBr(0.0000001)).toBe('R$\u00a00,00');
    expect(formatMoedaBr(0.005)).toBe('R$\u00a00,01');
    expect(formatMoedaBr(-0)).toBe('-R$\u00a00,00');
    expect(formatMoedaBr(-0.001)).toBe('-R$\u00a00,00');
    expect(formatMoedaBr(999.995)).toBe('R$\u00a01.000,00');
    expect(formatMoedaBr(999999.995)).toBe('R$\u00a01.000.000,00');
    expect(formatMoedaBr(1e21)).toBe('R$\u00a01.000.000.000.000.000.000.000,00');
  });

  describe('properties', () => {
    const intl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

    it('writes every amount exactly as Intl.NumberFormat pt-BR BRL', () => {
      fc.assert(
        fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e22, max: 1e22 }), (n) => {
          expect(formatMoedaBr(n)).toBe(intl.format(n));
        }),
        { numRuns: 5000 },
      );
    });

    it('writes every amount in cents exactly as Intl does', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: -1e11, max: 1e11 }),
          fc.constantFrom(1, 2, 10, 1000),
          (centavos, divisor) => {
            const n = centavos / (100 * divisor);
            expect(formatMoedaBr(n)).toBe(intl.format(n));
          },
        ),
        { numRuns: 5000 },
      );
    });

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
