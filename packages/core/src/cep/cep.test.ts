import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { applyMask } from '../mascaras/apply-mask.ts';
import { mascaras } from '../mascaras/mascaras.ts';
import { formatCep } from './format-cep.ts';
import { isCepLookupable } from './is-cep-lookupable.ts';
import { stripCep } from './strip-cep.ts';

describe('isCepLookupable', () => {
  it('needs 8 or more characters (SPEC §5)', () => {
    expect(isCepLookupable('01001000')).toBe(true);
    expect(isCepLookupable('01001-000')).toBe(true);
    expect(isCepLookupable('0100100')).toBe(false);
    expect(isCepLookupable('')).toBe(false);
    expect(isCepLookupable(undefined as unknown as string)).toBe(false);
  });

  it('has a pinned type', () => {
    expectTypeOf(isCepLookupable).toEqualTypeOf<(cep: string) => boolean>();
  });
});

describe('stripCep and formatCep', () => {
  it('strips and formats 00000-000', () => {
    expect(stripCep('01001-000')).toBe('01001000');
    expect(formatCep('01001000')).toBe('01001-000');
    expect(formatCep('01001-000')).toBe('01001-000');
  });

  it('formats partial values as far as they go', () => {
    expect(formatCep('')).toBe('');
    expect(formatCep('01001')).toBe('01001');
    expect(formatCep('010010')).toBe('01001-0');
    expect(formatCep('0100100099')).toBe('01001-000');
  });

  describe('properties', () => {
    it('strip∘format gives the digits back (up to 8)', () => {
      fc.assert(fc.property(fc.stringMatching(/^\d{0,8}$/), (d) => stripCep(formatCep(d)) === d));
    });

    it('the mask writes what formatCep writes, and keeps the lookup verdict', () => {
      fc.assert(
        fc.property(fc.stringMatching(/^\d{8}$/), (d) => {
          const mascarado = applyMask(d, mascaras.cep);
          return mascarado === formatCep(d) && isCepLookupable(mascarado) === isCepLookupable(d);
        }),
      );
    });
  });
});
