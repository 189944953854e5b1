import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { platformLetter } from './platform-letter.ts';

describe('platformLetter', () => {
  it('maps each platform to its letter (SPEC §3)', () => {
    expect(platformLetter('web')).toBe('W');
    expect(platformLetter('android')).toBe('G');
    expect(platformLetter('ios')).toBe('A');
  });

  it('defaults to W', () => {
    expect(platformLetter(undefined)).toBe('W');
    expect(platformLetter('')).toBe('W');
    expect(platformLetter('windows')).toBe('W');
    expect(platformLetter('ANDROID')).toBe('W');
  });

  describe('properties', () => {
    it('always gives one of W, G, A', () => {
      fc.assert(fc.property(fc.string(), (s) => ['W', 'G', 'A'].includes(platformLetter(s))));
    });
  });

  it('has a pinned type', () => {
    expectTypeOf(platformLetter).returns.toEqualTypeOf<'W' | 'G' | 'A'>();
  });
});
