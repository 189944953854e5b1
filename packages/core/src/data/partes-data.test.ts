import { describe, expect, it } from 'vitest';
import { doisDigitos, partesData } from './partes-data.ts';

describe('partesData', () => {
  it('keeps the day of a bare ISO date', () => {
    expect(partesData('2026-03-01')).toEqual({ ano: 2026, mes: 3, dia: 1, hora: 0, minuto: 0 });
  });

  it('reads Dates and timestamps on the local clock', () => {
    expect(partesData(new Date(2026, 11, 25, 9, 5))).toEqual({
      ano: 2026,
      mes: 12,
      dia: 25,
      hora: 9,
      minuto: 5,
    });
    expect(partesData('2026-12-25T09:05:00')).toEqual({ ano: 2026, mes: 12, dia: 25, hora: 9, minuto: 5 });
  });

  it('gives null when unreadable', () => {
    expect(partesData('2026-02-30')).toBeNull();
    expect(partesData('2026-13-01')).toBeNull();
    expect(partesData('ontem')).toBeNull();
    expect(partesData('')).toBeNull();
    expect(partesData(new Date(Number.NaN))).toBeNull();
    expect(partesData(42 as unknown as string)).toBeNull();
  });

  it('pads to two digits', () => {
    expect(doisDigitos(7)).toBe('07');
    expect(doisDigitos(12)).toBe('12');
  });
});
