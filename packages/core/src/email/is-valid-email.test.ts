import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { isValidEmail } from './is-valid-email.ts';

describe('isValidEmail', () => {
  it.each([
    'maria@example.com',
    'maria.silva+portal@example.com.br',
    'joao_s%1@sub-dominio.example.org',
    'A@B.CO',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    'maria',
    'maria@',
    '@example.com',
    'maria@example',
    'maria@example.c',
    'maria@example.c0',
    'maria silva@example.com',
    'maria@@example.com',
    'maria@example..com',
    ' maria@example.com',
  ])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('rejects values that are not strings', () => {
    expect(isValidEmail(undefined as unknown as string)).toBe(false);
  });

  describe('properties', () => {
    it('gives a boolean for any string without throwing', () => {
      fc.assert(fc.property(fc.string(), (s) => typeof isValidEmail(s) === 'boolean'));
    });

    it('accepts simple generated addresses', () => {
      const parte = fc.stringMatching(/^[a-z0-9]{1,10}$/);
      const tld = fc.stringMatching(/^[a-z]{2,6}$/);
      fc.assert(
        fc.property(parte, parte, tld, (nome, dominio, t) => isValidEmail(`${nome}@${dominio}.${t}`)),
      );
    });
  });

  it('has a pinned type', () => {
    expectTypeOf(isValidEmail).toEqualTypeOf<(value: string) => boolean>();
  });
});
