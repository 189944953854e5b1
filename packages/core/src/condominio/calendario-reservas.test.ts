import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calendarioDoMes,
  diasDoMesDeReservas,
  LEGENDA_SITUACAO_DIA,
  ROTULO_SITUACAO_DIA,
  rotuloDoDiaDeReservas,
  situacaoDoDia,
} from './calendario-reservas.ts';
import { disponibilidadeDoDia, horariosDoDia, type RegrasArea } from './reservas.ts';

const SALAO: RegrasArea = {
  abre: '10:00',
  fecha: '22:00',
  duracaoMinutos: 240,
  antecedenciaHoras: 24,
  maxPorMes: 2,
  taxaCentavos: 15000,
  exigeAprovacao: false,
  cancelamentoHoras: 48,
};
/** 2026-11-27 11:00 in Brasília. */
const AGORA = new Date('2026-11-27T14:00:00Z');
const intervalo = (inicio: string, fim: string) => ({ inicio: new Date(inicio), fim: new Date(fim) });
/** The party room's 14:00–18:00 slot on 30/11 and its 10:00–14:00 one. */
const TARDE_30 = intervalo('2026-11-30T17:00:00Z', '2026-11-30T21:00:00Z');
const MANHA_30 = intervalo('2026-11-30T13:00:00Z', '2026-11-30T17:00:00Z');
const NOITE_30 = intervalo('2026-11-30T21:00:00Z', '2026-12-01T01:00:00Z');

describe('situacaoDoDia', () => {
  it('a day with every slot free is livre; one taken makes it parcial; all taken, lotado', () => {
    expect(situacaoDoDia(SALAO, '2026-11-30', [], AGORA)).toEqual({
      dia: '2026-11-30',
      situacao: 'livre',
      livres: 3,
    });
    expect(situacaoDoDia(SALAO, '2026-11-30', [TARDE_30], AGORA)).toMatchObject({
      situacao: 'parcial',
      livres: 2,
    });
    expect(situacaoDoDia(SALAO, '2026-11-30', [MANHA_30, TARDE_30, NOITE_30], AGORA)).toMatchObject({
      situacao: 'lotado',
      livres: 0,
    });
  });

  it('past days and days within the notice are fechado, and so is a day with no slot by the rules', () => {
    expect(situacaoDoDia(SALAO, '2026-11-20', [], AGORA).situacao).toBe('fechado');
    // Tomorrow 10:00 is 23 hours away, 14:00 is 27: only two of the three slots remain.
    expect(situacaoDoDia(SALAO, '2026-11-28', [], AGORA)).toMatchObject({ situacao: 'livre', livres: 2 });
    expect(situacaoDoDia(SALAO, '2026-11-27', [], AGORA).situacao).toBe('fechado');
    expect(situacaoDoDia({ ...SALAO, abre: '22:00' }, '2026-11-30', [], AGORA).situacao).toBe('fechado');
  });

  it('a booking of a slot already too near does not count against the ones still open', () => {
    const manha28 = intervalo('2026-11-28T13:00:00Z', '2026-11-28T17:00:00Z');
    expect(situacaoDoDia(SALAO, '2026-11-28', [manha28], AGORA)).toMatchObject({
      situacao: 'livre',
      livres: 2,
    });
  });
});

describe('diasDoMesDeReservas and calendarioDoMes', () => {
  it('lists every day of the month, February of a leap year included; none for a bad month', () => {
    expect(diasDoMesDeReservas('2026-11')).toHaveLength(30);
    expect(diasDoMesDeReservas('2028-02').at(-1)).toBe('2028-02-29');
    expect(diasDoMesDeReservas('2026-13')).toEqual([]);
    expect(diasDoMesDeReservas('2026-00')).toEqual([]);
    expect(diasDoMesDeReservas('novembro')).toEqual([]);
  });

  it('gives each day of the month its state', () => {
    const mes = calendarioDoMes(SALAO, '2026-11', [TARDE_30], AGORA);
    expect(mes).toHaveLength(30);
    expect(mes[0]).toEqual({ dia: '2026-11-01', situacao: 'fechado', livres: 0 });
    expect(mes.at(-1)).toEqual({ dia: '2026-11-30', situacao: 'parcial', livres: 2 });
  });
});

describe('rotuloDoDiaDeReservas', () => {
  it('says the day, its state in a word and the free slots: the words the cell shows first', () => {
    expect(rotuloDoDiaDeReservas({ dia: '2026-11-30', situacao: 'parcial', livres: 1 })).toBe(
      '30: Parcial, 1 horário livre',
    );
    expect(rotuloDoDiaDeReservas({ dia: '2026-12-02', situacao: 'livre', livres: 3 })).toBe(
      '2: Livre, 3 horários livres',
    );
    expect(rotuloDoDiaDeReservas({ dia: '2026-12-02', situacao: 'lotado', livres: 0 })).toBe(
      `2: ${ROTULO_SITUACAO_DIA.lotado}`,
    );
    expect(Object.keys(LEGENDA_SITUACAO_DIA)).toEqual(Object.keys(ROTULO_SITUACAO_DIA));
  });
});

const regras = fc.record({
  abre: fc.integer({ min: 0, max: 23 }).map((h) => `${String(h).padStart(2, '0')}:00`),
  fecha: fc.integer({ min: 1, max: 24 }).map((h) => `${String(h).padStart(2, '0')}:00`),
  duracaoMinutos: fc.constantFrom(30, 60, 120, 240),
  antecedenciaHoras: fc.integer({ min: 0, max: 72 }),
  maxPorMes: fc.integer({ min: 1, max: 5 }),
  taxaCentavos: fc.integer({ min: 0, max: 100_000 }),
  exigeAprovacao: fc.boolean(),
  cancelamentoHoras: fc.integer({ min: 0, max: 72 }),
});
const dia = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const agora = fc.date({
  min: new Date('2020-01-01T00:00:00Z'),
  max: new Date('2031-01-01T00:00:00Z'),
  noInvalidDate: true,
});

describe('situacaoDoDia (properties)', () => {
  it("its free slots are exactly the day's calendar's free ones, and the state agrees with them", () => {
    fc.assert(
      fc.property(regras, dia, agora, fc.array(fc.nat(30)), (r, d, a, indices) => {
        const horarios = horariosDoDia(r, d);
        const ocupados = indices.flatMap((i) => (horarios[i] ? [horarios[i]] : []));
        const s = situacaoDoDia(r, d, ocupados, a);
        const livresDoDia = disponibilidadeDoDia(r, d, ocupados, a).filter((h) => h.situacao === 'livre');
        expect(s.livres).toBe(livresDoDia.length);
        expect(s.livres > 0).toBe(s.situacao === 'livre' || s.situacao === 'parcial');
        // fechado: not one slot left to book, taken or not.
        if (s.situacao === 'fechado')
          expect(disponibilidadeDoDia(r, d, [], a).some((h) => h.situacao === 'livre')).toBe(false);
      }),
    );
  });

  it('more bookings never make a day freer', () => {
    const ordem = { livre: 0, parcial: 1, lotado: 2, fechado: 3 } as const;
    fc.assert(
      fc.property(regras, dia, agora, fc.array(fc.nat(30)), fc.nat(30), (r, d, a, indices, extra) => {
        const horarios = horariosDoDia(r, d);
        const ocupados = indices.flatMap((i) => (horarios[i] ? [horarios[i]] : []));
        const mais = horarios[extra] ? [...ocupados, horarios[extra]] : ocupados;
        const antes = situacaoDoDia(r, d, ocupados, a);
        const depois = situacaoDoDia(r, d, mais, a);
        expect(depois.livres).toBeLessThanOrEqual(antes.livres);
        if (antes.situacao !== 'livre')
          expect(ordem[depois.situacao]).toBeGreaterThanOrEqual(ordem[antes.situacao]);
      }),
    );
  });
});
