import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCodcopia } from './build-codcopia.ts';

describe('buildCodcopia', () => {
  it('prefixes the raw code with the platform letter', () => {
    expect(buildCodcopia('5', 'web')).toBe('W5');
    expect(buildCodcopia('5', 'android')).toBe('G5');
    expect(buildCodcopia('5', 'ios')).toBe('A5');
    expect(buildCodcopia(12, 'web')).toBe('W12');
  });

  it('stays absent when the code is absent or "0"', () => {
    expect(buildCodcopia(undefined, 'web')).toBeUndefined();
    expect(buildCodcopia(null, 'web')).toBeUndefined();
    expect(buildCodcopia('', 'web')).toBeUndefined();
    expect(buildCodcopia('0', 'android')).toBeUndefined();
    expect(buildCodcopia(0, 'ios')).toBeUndefined();
    expect(buildCodcopia({}, 'web')).toBeUndefined();
    expect(buildCodcopia(Number.NaN, 'web')).toBeUndefined();
  });

  describe('properties', () => {
    it('never throws and keeps the raw code after the letter', () => {
      fc.assert(
        fc.property(fc.anything(), (raw) => {
          const c = buildCodcopia(raw, 'web');
          return c === undefined || (c.startsWith('W') && c.length > 1);
        }),
      );
    });
  });
});
