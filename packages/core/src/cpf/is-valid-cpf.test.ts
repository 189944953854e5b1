import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { formatCpf } from './format-cpf.ts';
import { generateCpf } from './generate-cpf.ts';
import { isValidCpf } from './is-valid-cpf.ts';

const VALIDOS = ['529.982.247-25', '390.533.447-05', '111.444.777-35', '123.456.789-09'];

describe('isValidCpf', () => {
  it.each(VALIDOS)('accepts the known valid CPF %s, formatted or not', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
    expect(isValidCpf(cpf.replace(/\D/g, ''))).toBe(true);
  });

  it('strips non-digits before checking (SPEC §5)', () => {
    expect(isValidCpf(' 529 982 247 25 ')).toBe(true);
    expect(isValidCpf('CPF: 529.982.247/25')).toBe(true);
  });

  it.each(['529.982.247-24', '529.982.247-15', '123.456.789-00', '390.533.447-50'])(
    'rejects %s, whose check digits are wrong',
    (cpf) => {
      expect(isValidCpf(cpf)).toBe(false);
    },
  );

  it.each(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'])('rejects eleven repeated %s digits', (d) => {
    expect(isValidCpf(d.repeat(11))).toBe(false);
  });

  it('requires exactly 11 digits', () => {
    expect(isValidCpf('')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247250')).toBe(false);
    expect(isValidCpf('abcdefghijk')).toBe(false);
  });

  describe('properties', () => {
    it('gives a boolean for any string without throwing', () => {
      fc.assert(fc.property(fc.string(), (s) => typeof isValidCpf(s) === 'boolean'));
    });

    it('accepts every generated CPF, formatted or not', () => {
      fc.assert(
        fc.property(fc.infiniteStream(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })), (s) => {
          const cpf = generateCpf(() => s.next().value);
          return isValidCpf(cpf) && isValidCpf(formatCpf(cpf));
        }),
      );
    });

    it('rejects a generated CPF once a check digit changes', () => {
      fc.assert(
        fc.property(fc.integer({ min: 9, max: 10 }), fc.integer({ min: 1, max: 9 }), (pos, delta) => {
          const cpf = generateCpf();
          const trocado = (Number(cpf[pos]) + delta) % 10;
          return !isValidCpf(cpf.slice(0, pos) + trocado + cpf.slice(pos + 1));
        }),
      );
    });

    it('never changes its verdict with the mask', () => {
      fc.assert(
        fc.property(fc.stringMatching(/^\d{11}$/), (d) => isValidCpf(d) === isValidCpf(formatCpf(d))),
      );
    });
  });

  it('has a pinned type', () => {
    expectTypeOf(isValidCpf).toEqualTypeOf<(value: string) => boolean>();
  });
});
