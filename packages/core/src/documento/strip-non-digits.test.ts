import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { stripNonDigits } from './strip-non-digits.ts';

describe('stripNonDigits', () => {
  it('keeps only the digits of SPEC examples', () => {
    expect(stripNonDigits('529.982.247-25')).toBe('52998224725');
    expect(stripNonDigits('11.222.333/0001-81')).toBe('11222333000181');
    expect(stripNonDigits('(11) 98765-4321')).toBe('11987654321');
    expect(stripNonDigits('01001-000')).toBe('01001000');
  });

  it('handles edge cases', () => {
    expect(stripNonDigits('')).toBe('');
    expect(stripNonDigits('abc')).toBe('');
    expect(stripNonDigits('١٢٣')).toBe('');
    expect(stripNonDigits(undefined as unknown as string)).toBe('');
  });

  describe('properties', () => {
    it('returns only digits and is idempotent', () => {
      fc.assert(
        fc.property(fc.string(), (s) => {
          const d = stripNonDigits(s);
          expect(d).toMatch(/^\d*$/);
          expect(stripNonDigits(d)).toBe(d);
        }),
      );
    });
  });

  it('has a pinned type', () => {
    expectTypeOf(stripNonDigits).toEqualTypeOf<(value: string) => string>();
  });
});
