import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCompetencia, NOMES_MESES } from './competencia.ts';

describe('formatCompetencia', () => {
  it('spells the month of a yyyy-mm reference', () => {
    expect(formatCompetencia('2026-10')).toBe('Outubro/2026');
    expect(formatCompetencia('2026-01')).toBe('Janeiro/2026');
    expect(formatCompetencia('2025-12', ' de ')).toBe('Dezembro de 2025');
    expect(formatCompetencia('2026-03')).toBe('Março/2026');
  });

  it('returns anything else unchanged', () => {
    expect(formatCompetencia('2026-13')).toBe('2026-13');
    expect(formatCompetencia('2026-00')).toBe('2026-00');
    expect(formatCompetencia('13º/2025')).toBe('13º/2025');
    expect(formatCompetencia('')).toBe('');
  });

  it('has twelve months', () => {
    expect(NOMES_MESES).toHaveLength(12);
  });

  describe('properties', () => {
    it('every month of every year is spelled with its year', () => {
      fc.assert(
        fc.property(fc.integer({ min: 1900, max: 2100 }), fc.integer({ min: 1, max: 12 }), (ano, mes) => {
          const texto = formatCompetencia(`${ano}-${String(mes).padStart(2, '0')}`);
          expect(texto).toBe(`${NOMES_MESES[mes - 1]}/${ano}`);
        }),
      );
    });
  });
});
