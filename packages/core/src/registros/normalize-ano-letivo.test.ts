import { describe, expect, it } from 'vitest';
import { normalizeAnoLetivo } from './normalize-ano-letivo.ts';

describe('normalizeAnoLetivo', () => {
  it('reads the year as a number and the classes with codturma as text', () => {
    expect(
      normalizeAnoLetivo({
        anoletivo: '2026',
        turmas: [{ codturma: 7 }, { codturma: 'T2', descricao: '2º ano B' }],
      }),
    ).toEqual({ anoletivo: 2026, turmas: [{ codturma: '7' }, { codturma: 'T2', descricao: '2º ano B' }] });
  });

  it('defaults missing parts', () => {
    expect(normalizeAnoLetivo(undefined)).toEqual({ anoletivo: 0, turmas: [] });
    expect(normalizeAnoLetivo({ anoletivo: 2025, turmas: 'x' })).toEqual({ anoletivo: 2025, turmas: [] });
    expect(normalizeAnoLetivo({ turmas: [null, { descricao: 3 }] })).toEqual({
      anoletivo: 0,
      turmas: [{ codturma: '' }, { codturma: '' }],
    });
  });
});
