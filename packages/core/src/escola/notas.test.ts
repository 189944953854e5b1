import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNota, mediaDasNotas, notaDoBimestre, situacaoDaMedia } from './notas.ts';

describe('notaDoBimestre', () => {
  it('takes the recovery grade only when it is higher', () => {
    expect(notaDoBimestre({ nota: 45, recuperacao: null })).toBe(45);
    expect(notaDoBimestre({ nota: 45, recuperacao: 70 })).toBe(70);
    expect(notaDoBimestre({ nota: 80, recuperacao: 60 })).toBe(80);
  });

  it('ignores what is no grade', () => {
    expect(notaDoBimestre({ nota: 101, recuperacao: 50 })).toBe(50);
    expect(notaDoBimestre({ nota: Number.NaN, recuperacao: null })).toBeNull();
  });
});

describe('mediaDasNotas', () => {
  it('averages in tenths, rounding a half up', () => {
    expect(mediaDasNotas([85, 70])).toBe(78); // 7,75 → 7,8
    expect(mediaDasNotas([73, 81, 65])).toBe(73);
    expect(mediaDasNotas([60, 61])).toBe(61); // 6,05 → 6,1
    expect(mediaDasNotas([100])).toBe(100);
  });

  it('gives null when there is nothing to average, and skips invalid entries', () => {
    expect(mediaDasNotas([])).toBeNull();
    expect(mediaDasNotas([null, -1, 7.5])).toBeNull();
    expect(mediaDasNotas([null, 90])).toBe(90);
  });

  it('always lies between the lowest and the highest grade', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 8 }), (notas) => {
        const media = mediaDasNotas(notas) as number;
        expect(Number.isInteger(media)).toBe(true);
        expect(media).toBeGreaterThanOrEqual(Math.min(...notas));
        expect(media).toBeLessThanOrEqual(Math.max(...notas));
        expect(Math.abs(media - notas.reduce((a, b) => a + b, 0) / notas.length)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe('formatNota', () => {
  it('prints one decimal with a comma', () => {
    expect(formatNota(85)).toBe('8,5');
    expect(formatNota(100)).toBe('10,0');
    expect(formatNota(0)).toBe('0,0');
    expect(formatNota(Number.NaN)).toBe('');
  });
});

describe('situacaoDaMedia', () => {
  it('says above, on or below the school average', () => {
    expect(situacaoDaMedia(70)).toEqual({ status: 'Acima da média', statusCor: 'success' });
    expect(situacaoDaMedia(69)).toEqual({ status: 'Na média', statusCor: 'warning' });
    expect(situacaoDaMedia(60).status).toBe('Na média');
    expect(situacaoDaMedia(59)).toEqual({ status: 'Abaixo da média', statusCor: 'danger' });
  });
});
