import { describe, expect, it } from 'vitest';
import { randomDigit } from './random-digit.ts';

describe('randomDigit', () => {
  it('maps draws to digits', () => {
    expect(randomDigit(() => 0)).toBe(0);
    expect(randomDigit(() => 0.42)).toBe(4);
    expect(randomDigit(() => 0.999)).toBe(9);
  });

  it('clamps draws outside [0, 1)', () => {
    expect(randomDigit(() => 1)).toBe(9);
    expect(randomDigit(() => 7)).toBe(9);
    expect(randomDigit(() => -3)).toBe(0);
    expect(randomDigit(() => Number.NaN)).toBe(0);
  });
});
