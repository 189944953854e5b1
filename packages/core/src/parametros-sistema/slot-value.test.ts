import { describe, expect, it } from 'vitest';
import { slotValue } from './slot-value.ts';

describe('slotValue', () => {
  it('keeps strings and finite numbers as text', () => {
    expect(slotValue('12')).toBe('12');
    expect(slotValue('')).toBe('');
    expect(slotValue(2026)).toBe('2026');
    expect(slotValue(-512)).toBe('-512');
  });

  it('blanks everything else', () => {
    expect(slotValue(undefined)).toBe('');
    expect(slotValue(null)).toBe('');
    expect(slotValue(Number.NaN)).toBe('');
    expect(slotValue({ codempresa: 1 })).toBe('');
    expect(slotValue(true)).toBe('');
  });
});
