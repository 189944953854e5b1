import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { applyMask } from '../mascaras/apply-mask.ts';
import { mascaras } from '../mascaras/mascaras.ts';
import { isValidData } from './is-valid-data.ts';

describe('isValidData', () => {
  it.each(['25/12/2026', '29/02/2024', '01/01/1900', '31/12/2100', '10/2026', '01/1900', '12/2100'])(
    'accepts %s',
    (d) => {
      expect(isValidData(d)).toBe(true);
    },
  );

  it.each([
    '',
    '29/02/2023',
    '31/04/2026',
    '31/12/1899',
    '01/01/2101',
    '13/2026',
    '12/1899',
    '2026-12-25',
    'abc',
  ])('rejects %j', (d) => {
    expect(isValidData(d)).toBe(false);
  });

  describe('properties', () => {
    it('gives a boolean for any string without throwing', () => {
      fc.assert(fc.property(fc.string(), (s) => typeof isValidData(s) === 'boolean'));
    });

    it('never changes its verdict when a valid typed date goes through the date mask', () => {
      fc.assert(
        fc.property(
          fc.date({ min: new Date(1900, 0, 1), max: new Date(2100, 11, 31), noInvalidDate: true }),
          (d) => {
            const digitos = `${String(d.getDate()).padStart(2, '0')}${String(d.getMonth() + 1).padStart(2, '0')}${d.getFullYear()}`;
            return isValidData(applyMask(digitos, mascaras.data));
          },
        ),
      );
    });
  });

  it('has a pinned type', () => {
    expectTypeOf(isValidData).toEqualTypeOf<(value: string) => boolean>();
  });
});
