import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { formatCnpj } from './format-cnpj.ts';
import { generateCnpj } from './generate-cnpj.ts';
import { isValidCnpj } from './is-valid-cnpj.ts';

const drawsArb = fc.infiniteStream(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }));

describe('isValidCnpj', () => {
  it.each(['11.222.333/0001-81', '11.444.777/0001-61', '11222333000181', '11444777000161'])(
    'accepts the known valid numeric CNPJ %s',
    (cnpj) => {
      expect(isValidCnpj(cnpj)).toBe(true);
    },
  );

  it('accepts the Receita Federal alphanumeric example, in any case and formatting', () => {
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCnpj('12.abc.345/01de-35')).toBe(true);
  });

  it.each([
    '11.222.333/0001-80',
    '11.222.333/0001-91',
    '11.444.777/0001-16',
    '12.ABC.345/01DE-36',
    '12.ABC.345/01DE-53',
    '12.ABD.345/01DE-35',
  ])('rejects %s, whose check digits are wrong', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });

  it.each(['0', '1', '5', '9'])('rejects fourteen repeated %s digits', (d) => {
    expect(isValidCnpj(d.repeat(14))).toBe(false);
  });

  it('rejects wrong lengths and misplaced letters', () => {
    expect(isValidCnpj('')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('112223330001810')).toBe(false);
    expect(isValidCnpj('12ABC34501DEAB')).toBe(false);
    expect(isValidCnpj('AAAAAAAAAAAAAA')).toBe(false);
    expect(isValidCnpj('12ABC34501DE3')).toBe(false);
  });

  it('reads digits-only input exactly as the numeric rule of SPEC §5 (non-digits stripped)', () => {
    expect(isValidCnpj(' 11 222 333 0001 81 ')).toBe(true);
    expect(isValidCnpj('CNPJ 11.222.333/0001-81')).toBe(true);
  });

  describe('properties', () => {
    it('gives a boolean for any string without throwing', () => {
      fc.assert(fc.property(fc.string(), (s) => typeof isValidCnpj(s) === 'boolean'));
    });

    it('accepts every generated CNPJ, numeric or alphanumeric, formatted or not', () => {
      fc.assert(
        fc.property(drawsArb, fc.boolean(), (s, alfa) => {
          const cnpj = generateCnpj(() => s.next().value, alfa);
          return isValidCnpj(cnpj) && isValidCnpj(formatCnpj(cnpj)) && isValidCnpj(cnpj.toLowerCase());
        }),
      );
    });

    it('rejects a generated CNPJ once a check digit changes', () => {
      fc.assert(
        fc.property(
          drawsArb,
          fc.boolean(),
          fc.integer({ min: 12, max: 13 }),
          fc.integer({ min: 1, max: 9 }),
          (s, alfa, pos, delta) => {
            const cnpj = generateCnpj(() => s.next().value, alfa);
            const trocado = (Number(cnpj[pos]) + delta) % 10;
            return !isValidCnpj(cnpj.slice(0, pos) + trocado + cnpj.slice(pos + 1));
          },
        ),
      );
    });

    it('never changes its verdict with the mask', () => {
      fc.assert(
        fc.property(
          fc.stringMatching(/^[0-9A-Z]{12}\d{2}$/),
          (c) => isValidCnpj(c) === isValidCnpj(formatCnpj(c)),
        ),
      );
    });
  });

  it('has a pinned type', () => {
    expectTypeOf(isValidCnpj).toEqualTypeOf<(value: string) => boolean>();
  });
});
