import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTelefone, parseTelefoneComDdd } from './telefone-com-ddd.ts';

describe('parseTelefoneComDdd', () => {
  it('splits the area code from a valid phone', () => {
    expect(parseTelefoneComDdd('(11) 98765-4321')).toEqual({ ddd: '11', tel: '987654321' });
    expect(parseTelefoneComDdd('(21) 3333-4444')).toEqual({ ddd: '21', tel: '33334444' });
    expect(parseTelefoneComDdd('6133334444')).toEqual({ ddd: '61', tel: '33334444' });
    expect(parseTelefoneComDdd('+55 11 98765-4321')).toEqual({ ddd: '11', tel: '987654321' });
    expect(parseTelefoneComDdd('0055 21 3333-4444')).toEqual({ ddd: '21', tel: '33334444' });
  });

  it('refuses a phone without area code or not valid', () => {
    expect(parseTelefoneComDdd('98765-4321')).toBeNull();
    expect(parseTelefoneComDdd('3333-4444')).toBeNull();
    expect(parseTelefoneComDdd('(11) 8765-43210')).toBeNull();
    expect(parseTelefoneComDdd('')).toBeNull();
    expect(parseTelefoneComDdd('(11) 12345')).toBeNull();
  });
});

describe('formatTelefone', () => {
  it('writes the phone as the mask shows it', () => {
    expect(formatTelefone({ ddd: '11', tel: '987654321' })).toBe('(11) 98765-4321');
    expect(formatTelefone({ ddd: '21', tel: '33334444' })).toBe('(21) 3333-4444');
    expect(formatTelefone({ ddd: '', tel: '33334444' })).toBe('3333-4444');
    expect(formatTelefone({ ddd: '', tel: '1234' })).toBe('1234');
  });

  describe('properties', () => {
    it('parse∘format gives back any valid phone with area code', () => {
      const digito = fc.integer({ min: 0, max: 9 }).map(String);
      const telefone = fc.record({
        ddd: fc
          .tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 }))
          .map(([a, b]) => `${a}${b}`),
        tel: fc.oneof(
          fc.array(digito, { minLength: 8, maxLength: 8 }).map((d) => d.join('')),
          fc.array(digito, { minLength: 8, maxLength: 8 }).map((d) => `9${d.join('')}`),
        ),
      });
      fc.assert(
        fc.property(telefone, (t) => {
          expect(parseTelefoneComDdd(formatTelefone(t))).toEqual(t);
        }),
      );
    });
  });
});
