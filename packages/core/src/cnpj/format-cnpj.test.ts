import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { formatCnpj } from './format-cnpj.ts';
import { stripCnpj } from './strip-cnpj.ts';

describe('formatCnpj', () => {
  it('formats 14 characters as 00.000.000/0000-00', () => {
    expect(formatCnpj('00000000000000')).toBe('00.000.000/0000-00');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('11.444.777/0001-61')).toBe('11.444.777/0001-61');
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });

  it('formats partial input as far as it goes', () => {
    expect(formatCnpj('')).toBe('');
    expect(formatCnpj('1')).toBe('1');
    expect(formatCnpj('11')).toBe('11');
    expect(formatCnpj('112')).toBe('11.2');
    expect(formatCnpj('11222')).toBe('11.222');
    expect(formatCnpj('112223')).toBe('11.222.3');
    expect(formatCnpj('11222333')).toBe('11.222.333');
    expect(formatCnpj('112223330')).toBe('11.222.333/0');
    expect(formatCnpj('112223330001')).toBe('11.222.333/0001');
    expect(formatCnpj('1122233300018')).toBe('11.222.333/0001-8');
  });

  it('drops anything beyond 14 characters', () => {
    expect(formatCnpj('11222333000181999')).toBe('11.222.333/0001-81');
  });

  describe('properties', () => {
    it('strip∘format gives the characters back (up to 14)', () => {
      fc.assert(fc.property(fc.stringMatching(/^[0-9A-Z]{0,14}$/), (c) => stripCnpj(formatCnpj(c)) === c));
    });

    it('format∘strip is stable on formatted values', () => {
      fc.assert(
        fc.property(fc.string(), (s) => {
          const f = formatCnpj(s);
          return formatCnpj(stripCnpj(f)) === f && f.length <= 18;
        }),
      );
    });
  });

  it('has a pinned type', () => {
    expectTypeOf(formatCnpj).toEqualTypeOf<(value: string) => string>();
  });
});
