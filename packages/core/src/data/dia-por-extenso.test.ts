import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIAS_DA_SEMANA, formatDiaPorExtenso } from './dia-por-extenso.ts';

describe('formatDiaPorExtenso', () => {
  it('spells the day and month, the first as 1º, with the weekday when asked', () => {
    expect(formatDiaPorExtenso('2026-11-07')).toBe('7 de novembro');
    expect(formatDiaPorExtenso('2026-11-07', { semana: true })).toBe('sábado, 7 de novembro');
    expect(formatDiaPorExtenso('2026-12-01')).toBe('1º de dezembro');
    expect(formatDiaPorExtenso('2027-01-04T15:00:00.000Z', { semana: true })).toBe(
      'segunda-feira, 4 de janeiro',
    );
  });

  it('gives empty when unreadable', () => {
    expect(formatDiaPorExtenso('')).toBe('');
    expect(formatDiaPorExtenso('2026-02-30')).toBe('');
  });

  it('property: seven consecutive days name seven different weekdays, in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60_000 }), (n) => {
        const dias = Array.from({ length: 7 }, (_, i) =>
          new Date(Date.UTC(2000, 0, 1) + (n + i) * 86_400_000).toISOString().slice(0, 10),
        );
        const semanas = dias.map((d) => formatDiaPorExtenso(d, { semana: true }).split(',')[0]);
        const primeiro = DIAS_DA_SEMANA.indexOf(semanas[0] as (typeof DIAS_DA_SEMANA)[number]);
        expect(semanas).toEqual(dias.map((_, i) => DIAS_DA_SEMANA[(primeiro + i) % 7]));
      }),
    );
  });
});
