import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { stripCnpj } from './strip-cnpj.ts';

describe('stripCnpj', () => {
  it('keeps digits and letters, upper-cased', () => {
    expect(stripCnpj('11.222.333/0001-81')).toBe('11222333000181');
    expect(stripCnpj('12.ABC.345/01DE-35')).toBe('12ABC34501DE35');
    expect(stripCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35');
  });

  it('drops accents, spaces and symbols', () => {
    expect(stripCnpj('')).toBe('');
    expect(stripCnpj(' é_ç -/.')).toBe('');
    expect(stripCnpj(null as unknown as string)).toBe('');
  });

  describe('properties', () => {
    it('returns only [0-9A-Z] and is idempotent', () => {
      fc.assert(
        fc.property(fc.string(), (s) => {
          const c = stripCnpj(s);
          return /^[0-9A-Z]*$/.test(c) && stripCnpj(c) === c;
        }),
      );
    });
  });

  it('has a pinned type', () => {
    expectTypeOf(stripCnpj).toEqualTypeOf<(value: string) => string>();
  });
});
