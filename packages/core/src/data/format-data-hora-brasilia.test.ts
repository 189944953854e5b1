import { describe, expect, expectTypeOf, it } from 'vitest';
import { formatDataHoraBrasilia } from './format-data-hora-brasilia.ts';

describe('formatDataHoraBrasilia', () => {
  it('formats an instant as dd/mm/yyyy HH:mm on Brasília’s clock (UTC−3)', () => {
    expect(formatDataHoraBrasilia('2026-11-27T15:01:00Z')).toBe('27/11/2026 12:01');
    expect(formatDataHoraBrasilia(new Date('2026-11-27T15:01:00.000Z'))).toBe('27/11/2026 12:01');
    expect(formatDataHoraBrasilia('2026-11-27T12:01:00-03:00')).toBe('27/11/2026 12:01');
  });

  it('turns the day back before 03:00 UTC', () => {
    expect(formatDataHoraBrasilia('2026-01-01T02:30:00Z')).toBe('31/12/2025 23:30');
  });

  it('gives empty when unreadable', () => {
    expect(formatDataHoraBrasilia('amanhã')).toBe('');
    expect(formatDataHoraBrasilia(new Date(Number.NaN))).toBe('');
  });

  it('has a pinned type', () => {
    expectTypeOf(formatDataHoraBrasilia).toEqualTypeOf<(date: Date | string) => string>();
  });
});
