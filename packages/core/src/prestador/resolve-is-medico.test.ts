import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveIsMedico } from './resolve-is-medico.ts';

describe('resolveIsMedico', () => {
  it('reads a negative code by the first digit of its absolute value (SPEC §4)', () => {
    expect(resolveIsMedico(-512)).toBe(true);
    expect(resolveIsMedico(-1)).toBe(true);
    expect(resolveIsMedico('-8123')).toBe(true);
    expect(resolveIsMedico(-912)).toBe(false);
    expect(resolveIsMedico('-9')).toBe(false);
  });

  it('is never medical for a code that is not negative', () => {
    expect(resolveIsMedico(512)).toBe(false);
    expect(resolveIsMedico(0)).toBe(false);
    expect(resolveIsMedico('12')).toBe(false);
  });

  it('is never medical for missing or unreadable codes', () => {
    expect(resolveIsMedico(null)).toBe(false);
    expect(resolveIsMedico(undefined)).toBe(false);
    expect(resolveIsMedico('')).toBe(false);
    expect(resolveIsMedico('abc')).toBe(false);
    expect(resolveIsMedico(Number.NEGATIVE_INFINITY)).toBe(false);
  });

  describe('properties', () => {
    it('agrees with the digit rule for every negative integer', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: -1e9, max: -1 }),
          (n) => resolveIsMedico(n) === !String(-n).startsWith('9'),
        ),
      );
    });
  });
});
