import { describe, expect, expectTypeOf, it } from 'vitest';
import { formatDataHoraBr } from './format-data-hora-br.ts';

describe('formatDataHoraBr', () => {
  it('formats as dd/mm/yyyy HH:mm on the local clock', () => {
    expect(formatDataHoraBr(new Date(2026, 11, 25, 9, 5))).toBe('25/12/2026 09:05');
    expect(formatDataHoraBr('2026-01-02T18:45:10')).toBe('02/01/2026 18:45');
    expect(formatDataHoraBr('2026-01-02')).toBe('02/01/2026 00:00');
  });

  it('gives empty when unreadable', () => {
    expect(formatDataHoraBr('amanhã')).toBe('');
  });

  it('has a pinned type', () => {
    expectTypeOf(formatDataHoraBr).toEqualTypeOf<(date: Date | string) => string>();
  });
});
