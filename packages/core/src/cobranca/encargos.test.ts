import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoDoDia } from './boleto.ts';
import { descontoVigente, encargosCobranca } from './encargos.ts';

const base = { vencimento: '2026-11-10', valorCentavos: 100000, multaPercentual: 2, jurosMesPercentual: 1 };

describe('encargosCobranca', () => {
  it('is open up to and on the due date, with nothing added', () => {
    for (const hoje of ['2026-11-01', '2026-11-10']) {
      expect(encargosCobranca(base, hoje)).toEqual({
        situacao: 'aberto',
        rotulo: 'Em aberto',
        diasAtraso: 0,
        multaCentavos: 0,
        jurosCentavos: 0,
        totalCentavos: 100000,
        recebidoCentavos: 0,
        restanteCentavos: 100000,
      });
    }
  });

  it('an underpayment leaves the rest due, fine and interest included; paid or cancelled owes nothing', () => {
    expect(encargosCobranca({ ...base, recebidoCentavos: 1 }, '2026-11-11')).toMatchObject({
      situacao: 'vencido',
      totalCentavos: 102033,
      recebidoCentavos: 1,
      restanteCentavos: 102032,
    });
    expect(encargosCobranca({ ...base, recebidoCentavos: 200000 }, '2026-11-01').restanteCentavos).toBe(0);
    expect(encargosCobranca({ ...base, recebidoCentavos: -5 }, '2026-11-01').restanteCentavos).toBe(100000);
    expect(
      encargosCobranca({ ...base, pagoEm: '2026-11-05', recebidoCentavos: 100000 }, '2026-11-20'),
    ).toMatchObject({ restanteCentavos: 0, recebidoCentavos: 100000 });
  });

  it('is overdue from the next day: 2 % fine once and 1 % a month pro rata per day', () => {
    expect(encargosCobranca(base, '2026-11-11')).toMatchObject({
      situacao: 'vencido',
      rotulo: 'Vencido',
      diasAtraso: 1,
      multaCentavos: 2000,
      jurosCentavos: 33,
      totalCentavos: 102033,
    });
    expect(encargosCobranca(base, '2026-12-10')).toMatchObject({
      diasAtraso: 30,
      jurosCentavos: 1000,
      totalCentavos: 103000,
    });
    expect(encargosCobranca({ ...base, valorCentavos: 45090 }, '2026-11-25')).toMatchObject({
      multaCentavos: 902,
      jurosCentavos: 225,
      totalCentavos: 46217,
    });
  });

  it('paid and cancelled win over dates', () => {
    expect(encargosCobranca({ ...base, pagoEm: '2026-12-01' }, '2026-12-20')).toMatchObject({
      situacao: 'pago',
      rotulo: 'Pago',
      totalCentavos: 100000,
    });
    expect(
      encargosCobranca({ ...base, pagoEm: '2026-12-01', canceladoEm: '2026-11-30' }, '2026-12-20'),
    ).toMatchObject({
      situacao: 'cancelado',
      rotulo: 'Cancelado',
    });
  });

  it('never throws and never charges on bad input', () => {
    expect(encargosCobranca({ ...base, vencimento: 'x' }, '2027-01-01').situacao).toBe('aberto');
    expect(
      encargosCobranca({ ...base, multaPercentual: Number.NaN, jurosMesPercentual: -3 }, '2027-01-01'),
    ).toMatchObject({
      multaCentavos: 0,
      jurosCentavos: 0,
    });
    expect(encargosCobranca(null as never, '2027-01-01').totalCentavos).toBe(0);
  });

  it('what is due never falls as days pass, and equals amount + fine + interest', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: -60, max: 3000 }),
        (valor, dias) => {
          const c = { ...base, valorCentavos: valor };
          const hoje = isoDoDia(Date.parse('2026-11-10T00:00:00Z') / 86_400_000 + dias);
          const amanha = isoDoDia(Date.parse('2026-11-10T00:00:00Z') / 86_400_000 + dias + 1);
          const a = encargosCobranca(c, hoje);
          const b = encargosCobranca(c, amanha);
          return (
            b.totalCentavos >= a.totalCentavos &&
            a.totalCentavos === valor + a.multaCentavos + a.jurosCentavos
          );
        },
      ),
    );
  });
});

describe('a receivable (issue 28)', () => {
  it('reads as the company’s receivable, never as a debt', () => {
    expect(encargosCobranca({ ...base, aReceber: true }, '2026-11-01').rotulo).toBe('A receber');
    expect(encargosCobranca({ ...base, aReceber: true }, '2026-11-11')).toMatchObject({
      situacao: 'vencido',
      rotulo: 'Em atraso',
    });
    expect(encargosCobranca({ ...base, aReceber: true, pagoEm: '2026-11-02' }, '2026-11-11').rotulo).toBe(
      'Recebido',
    );
  });
});

describe('descontoVigente', () => {
  const d = { descontoCentavos: 10900, descontoAte: '2026-11-05' };
  it('holds up to and on its last day, never after; none without both fields', () => {
    expect(descontoVigente(d, '2026-11-01')).toBe(10900);
    expect(descontoVigente(d, '2026-11-05')).toBe(10900);
    expect(descontoVigente(d, '2026-11-06')).toBeNull();
    expect(descontoVigente({ descontoCentavos: null, descontoAte: '2026-11-05' }, '2026-11-01')).toBeNull();
    expect(descontoVigente({ descontoCentavos: 10900, descontoAte: null }, '2026-11-01')).toBeNull();
    expect(descontoVigente(null as never, 'x')).toBeNull();
  });
});
