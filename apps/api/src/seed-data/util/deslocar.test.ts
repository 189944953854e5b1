import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deslocamentoAte, deslocar, deslocarTexto, referenciaDe } from './deslocar.ts';

describe('referenciaDe: the Brasília calendar day of an instant', () => {
  it('is the previous day before 03:00 UTC', () => {
    expect(referenciaDe(new Date('2027-03-01T02:59:00Z'))).toBe('2027-02-28');
    expect(referenciaDe(new Date('2027-03-01T03:00:00Z'))).toBe('2027-03-01');
  });
});

describe('deslocamentoAte: from the demo base (2026-11-01)', () => {
  it('counts whole months and days, across years', () => {
    expect(deslocamentoAte('2026-11-24')).toEqual({ meses: 0, dias: 23 });
    expect(deslocamentoAte('2027-02-05')).toEqual({ meses: 3, dias: 96 });
    expect(deslocamentoAte('2026-09-30')).toEqual({ meses: -2, dias: -32 });
  });
});

describe('deslocarTexto', () => {
  const tresMeses = { meses: 3 };
  it('moves every way a date is written, across the year', () => {
    expect(deslocarTexto('Condomínio Novembro/2026', tresMeses)).toBe('Condomínio Fevereiro/2027');
    expect(deslocarTexto('vence em 10/11/2026.', tresMeses)).toBe('vence em 10/02/2027.');
    expect(deslocarTexto('2026-11-10', tresMeses)).toBe('2027-02-10');
    expect(deslocarTexto('competência 2026-10', tresMeses)).toBe('competência 2027-01');
    expect(deslocarTexto('Ref. 10/2026', tresMeses)).toBe('Ref. 01/2027');
    expect(deslocarTexto('outubro de 2026', tresMeses)).toBe('janeiro de 2027');
    expect(deslocarTexto('Mensalidade de novembro', tresMeses)).toBe('Mensalidade de fevereiro');
    expect(deslocarTexto('Dezembro', { meses: 3 })).toBe('Março');
  });

  it('rewrites a weekday written beside a date for the new date', () => {
    expect(deslocarTexto('02/11/2026 (segunda-feira)', { meses: 1 })).toBe('02/12/2026 (quarta-feira)');
  });

  it('keeps the day, or the month’s last day when the target month is shorter', () => {
    expect(deslocarTexto('31/10/2026', { meses: 1 })).toBe('30/11/2026');
    expect(deslocarTexto('2026-12-31', { meses: 2 })).toBe('2027-02-28');
  });

  it('moves instants by days when told, the rest by months', () => {
    const por = { meses: 1, dias: 23 };
    expect(deslocarTexto('2026-11-20T12:30:00.000Z', por)).toBe('2026-12-13T12:30:00.000Z');
    expect(deslocarTexto('2026-11-20', por)).toBe('2026-12-20');
  });

  it('leaves what only looks like a date alone', () => {
    const textos = [
      '12.345.678/0001-90',
      '(11) 3043-5545',
      'cardapio-novembro-2026',
      'Feira de Ciências 2026',
      '99/99/2026',
      'R$ 1.234,56',
    ];
    for (const t of textos) expect(deslocarTexto(t, tresMeses), t).toBe(t);
  });

  it('property: moving there and back gives the date back (days 1–28)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 2090 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: -60, max: 60 }),
        (a, m, d, meses) => {
          const iso = `${a}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
          expect(deslocarTexto(deslocarTexto(iso, { meses }), { meses: -meses })).toBe(iso);
        },
      ),
    );
  });
});

describe('deslocar', () => {
  it('copies objects and arrays, leaving numbers and file contents (base64) untouched', () => {
    const original = {
      titulo: 'Outubro/2026',
      valor: 2026,
      anexos: [{ base64: 'AB10/2026', data: '2026-10-01' }],
    };
    const movido = deslocar(original, { meses: 1 });
    expect(movido).toEqual({
      titulo: 'Novembro/2026',
      valor: 2026,
      anexos: [{ base64: 'AB10/2026', data: '2026-11-01' }],
    });
    expect(original.titulo).toBe('Outubro/2026');
  });
});
