import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { formatDataBr } from './format-data-br.ts';
import { parseDataBr } from './parse-data-br.ts';

describe('formatDataBr', () => {
  it('formats ISO dates and Dates as dd/mm/yyyy', () => {
    expect(formatDataBr('2026-03-01')).toBe('01/03/2026');
    expect(formatDataBr('1990-12-31')).toBe('31/12/1990');
    expect(formatDataBr(new Date(2026, 11, 25))).toBe('25/12/2026');
    expect(formatDataBr('2026-12-25T23:30:00')).toBe('25/12/2026');
  });

  it('gives empty when unreadable', () => {
    expect(formatDataBr('')).toBe('');
    expect(formatDataBr('31/12/2026')).toBe('');
    expect(formatDataBr(new Date('x'))).toBe('');
  });

  describe('properties', () => {
    it('parse∘format gives the calendar date back', () => {
      fc.assert(
        fc.property(
          fc.date({ min: new Date(1900, 0, 1), max: new Date(2100, 11, 31), noInvalidDate: true }),
          (d) => {
            expect(parseDataBr(formatDataBr(d))).toEqual({
              dia: d.getDate(),
              mes: d.getMonth() + 1,
              ano: d.getFullYear(),
            });
          },
        ),
      );
    });
  });

  it('has a pinned type', () => {
    expectTypeOf(formatDataBr).toEqualTypeOf<(date: Date | string) => string>();
  });
});
