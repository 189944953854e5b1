import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { digitosTelefone, isValidTelefone } from './is-valid-telefone.ts';

describe('isValidTelefone', () => {
  it.each([
    '3333-4444',
    '33334444',
    '98765-4321',
    '987654321',
    '(11) 3333-4444',
    '1133334444',
    '(11) 98765-4321',
    '11987654321',
  ])('accepts %s', (tel) => {
    expect(isValidTelefone(tel)).toBe(true);
  });

  it.each(['', '1234567', '123456789', '11 8765 43210', '119876543210', 'abcdefgh'])('rejects %j', (tel) => {
    expect(isValidTelefone(tel)).toBe(false);
  });

  it.each(['+55 11 98765-4321', '+55 (11) 3333-4444', '0055 11 98765-4321', '5511987654321'])(
    'accepts %s, pasted with the country code (issue 10)',
    (tel) => {
      expect(isValidTelefone(tel)).toBe(true);
    },
  );

  it('drops a leading 55 only when the number is too long to be national', () => {
    expect(digitosTelefone('+55 11 98765-4321')).toBe('11987654321');
    expect(digitosTelefone('0055 (11) 3333-4444')).toBe('1133334444');
    expect(digitosTelefone('(55) 98765-4321')).toBe('55987654321');
    expect(digitosTelefone('(55) 3333-4444')).toBe('5533334444');
    expect(digitosTelefone('+54 11 98765-4321')).toBe('5411987654321');
    expect(isValidTelefone('+54 11 98765-4321')).toBe(false);
  });

  describe('properties', () => {
    it('a national number and the same with +55 in front get the same verdict', () => {
      fc.assert(
        fc.property(fc.stringMatching(/^[1-9]\d(9\d{8}|\d{8})$/), (nacional) => {
          return digitosTelefone(`+55 ${nacional}`) === nacional && isValidTelefone(`+55 ${nacional}`);
        }),
      );
    });

    it('gives a boolean for any string without throwing', () => {
      fc.assert(fc.property(fc.string(), (s) => typeof isValidTelefone(s) === 'boolean'));
    });

    it('accepts every area code + 8 digits or + 9 and 8 digits, with or without punctuation', () => {
      fc.assert(
        fc.property(fc.stringMatching(/^\d{2}$/), fc.stringMatching(/^9?\d{8}$/), (ddd, numero) => {
          return (
            isValidTelefone(`${ddd}${numero}`) &&
            isValidTelefone(`(${ddd}) ${numero.slice(0, -4)}-${numero.slice(-4)}`)
          );
        }),
      );
    });
  });

  it('has a pinned type', () => {
    expectTypeOf(isValidTelefone).toEqualTypeOf<(value: string) => boolean>();
  });
});
