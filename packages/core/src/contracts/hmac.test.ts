import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { hashDocumentParams, hashPassword, hmacSha256Hex, joinDocumentParams } from './hmac.ts';

describe('hmacSha256Hex', () => {
  it('matches the well-known HMAC-SHA-256 vector', async () => {
    expect(await hmacSha256Hex('key', 'The quick brown fox jumps over the lazy dog')).toBe(
      'f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8',
    );
  });

  it('handles empty key and message', async () => {
    expect(await hmacSha256Hex('', '')).toBe(
      'b613679a0814d9ec772f95d778c35fc5ff1697c493715653c6c712144292c5ad',
    );
  });

  it('encodes UTF-8 text', async () => {
    expect(await hmacSha256Hex('portal-documento', 'açaí_ç')).toBe(
      '7b70549b850b6df0b6205a5f11a7e18f5e8f8a97bf28f79d8941565b50f1ebbc',
    );
  });

  describe('properties', () => {
    it('always answers 64 lowercase hex characters', async () => {
      await fc.assert(
        fc.asyncProperty(fc.string(), fc.string(), async (k, m) =>
          /^[0-9a-f]{64}$/.test(await hmacSha256Hex(k, m)),
        ),
        { numRuns: 50 },
      );
    });
  });
});

describe('hashPassword and hashDocumentParams', () => {
  it('hashPassword is the HMAC of the password keyed with passwordSecret', async () => {
    expect(await hashPassword('demo1234', 'portal-senha')).toBe(
      '48b9acec5150d7ff9d8e62d76b0c48e57ffcc24c126e4f6e7190e1adce7af1a2',
    );
  });

  it('hashDocumentParams joins the params with "_" and keys with documentSecret', async () => {
    expect(joinDocumentParams([1002, '110'])).toBe('1002_110');
    expect(await hashDocumentParams([1002, 110], 'portal-documento')).toBe(
      'b9a8ae0cd58aa924da488a2d4aec471f12875216004d309453c2ddea85cdd967',
    );
    expect(await hashDocumentParams(['1002', '110'], 'portal-documento')).toBe(
      await hashDocumentParams([1002, 110], 'portal-documento'),
    );
  });

  it('has the promised types', () => {
    expectTypeOf(hashPassword).toEqualTypeOf<(password: string, passwordSecret: string) => Promise<string>>();
    expectTypeOf(hashDocumentParams).parameter(0).toEqualTypeOf<readonly (string | number)[]>();
  });
});
