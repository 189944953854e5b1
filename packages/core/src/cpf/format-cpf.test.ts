import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { stripNonDigits } from '../documento/strip-non-digits.ts';
import { formatCpf } from './format-cpf.ts';

describe('formatCpf', () => {
  it('formats 11 digits as 000.000.000-00', () => {
    expect(formatCpf('00000000000')).toBe('000.000.000-00');
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('529.982.247-25')).toBe('529.982.247-25');
  });

  it('formats partial input as far as it goes', () => {
    expect(formatCpf('')).toBe('');
    expect(formatCpf('5')).toBe('5');
    expect(formatCpf('529')).toBe('529');
    expect(formatCpf('5299')).toBe('529.9');
    expect(formatCpf('529982')).toBe('529.982');
    expect(formatCpf('5299822')).toBe('529.982.2');
    expect(formatCpf('529982247')).toBe('529.982.247');
    expect(formatCpf('5299822472')).toBe('529.982.247-2');
  });

  it('drops non-digits and anything beyond 11 digits', () => {
    expect(formatCpf('abc')).toBe('');
    expect(formatCpf('529982247250000')).toBe('529.982.247-25');
  });

  describe('properties', () => {
    it('strip∘format gives the digits back (up to 11)', () => {
      fc.assert(fc.property(fc.stringMatching(/^\d{0,11}$/), (d) => stripNonDigits(formatCpf(d)) === d));
    });

    it('format∘strip is stable on formatted values', () => {
      fc.assert(
        fc.property(fc.string(), (s) => {
          const f = formatCpf(s);
          return formatCpf(stripNonDigits(f)) === f && f.length <= 14;
        }),
      );
    });
  });

  it('has a pinned type', () => {
    expectTypeOf(formatCpf).toEqualTypeOf<(value: string) => string>();
  });
});
