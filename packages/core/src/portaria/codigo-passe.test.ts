import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALFABETO_CODIGO_PASSE,
  conteudoAssinadoDoPasse,
  formatCodigoPasse,
  lerPasse,
  normalizarCodigoPasse,
} from './codigo-passe.ts';

const codigo = fc
  .array(fc.constantFrom(...ALFABETO_CODIGO_PASSE.split('')), { minLength: 8, maxLength: 8 })
  .map((c) => c.join(''));

describe('short code and QR text of a pass', () => {
  it('normalises what is typed', () => {
    expect(normalizarCodigoPasse(' abcd-efgh ')).toBe('ABCDEFGH');
    expect(normalizarCodigoPasse('ABCD EFG')).toBeNull();
    // 0, O, 1, I and L are not in the alphabet.
    expect(normalizarCodigoPasse('ABCD0FGH')).toBeNull();
    expect(normalizarCodigoPasse('ABCDEFGI')).toBeNull();
    expect(formatCodigoPasse('ABCDEFGH')).toBe('ABCD-EFGH');
  });

  it('reads a signed pass and a typed code', () => {
    const sig = 'a'.repeat(22);
    expect(lerPasse(`${conteudoAssinadoDoPasse(42, 'ABCDEFGH')}.${sig}`)).toEqual({
      tipo: 'assinado',
      codautorizacao: 42,
      codigo: 'ABCDEFGH',
      assinatura: sig,
    });
    expect(lerPasse('abcd-efgh')).toEqual({ tipo: 'codigo', codigo: 'ABCDEFGH' });
    expect(lerPasse('PASSE1.42.ABCDEFG0.aaaaaaaaaaaaaaaaaaaaaa')).toBeNull();
    expect(lerPasse('https://example.com')).toBeNull();
    expect(lerPasse('')).toBeNull();
  });

  it('property: every code survives formatting and typing back', () => {
    fc.assert(
      fc.property(codigo, fc.integer({ min: 1, max: 999_999_999 }), (c, n) => {
        expect(normalizarCodigoPasse(formatCodigoPasse(c).toLowerCase())).toBe(c);
        expect(lerPasse(`${conteudoAssinadoDoPasse(n, c)}.${'x'.repeat(22)}`)).toMatchObject({
          codautorizacao: n,
          codigo: c,
        });
      }),
    );
  });
});
