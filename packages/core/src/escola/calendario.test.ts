import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  agruparAgenda,
  DIAS_DA_SEMANA_CURTOS,
  diasDoMes,
  type EventoNoCalendario,
  eventoNoDia,
  instantesDoEvento,
  mesDoDia,
  ordenarEventos,
  rotuloTipoEvento,
  semanasDoMes,
  somarMeses,
  TIPOS_EVENTO_ESCOLAR,
  textoHorario,
  tituloDoDia,
  tituloDoMes,
} from './calendario.ts';

const ev = (e: Partial<EventoNoCalendario> & { titulo: string; data: string }): EventoNoCalendario => ({
  tipo: 'evento',
  dataFim: e.data,
  horaInicio: null,
  horaFim: null,
  ...e,
});

describe('the kinds of a school day', () => {
  it('are named in Portuguese, an unknown one as an event', () => {
    expect(TIPOS_EVENTO_ESCOLAR.map(rotuloTipoEvento)).toEqual([
      'Evento',
      'Prova',
      'Reunião',
      'Recesso escolar',
      'Passeio',
    ]);
    expect(rotuloTipoEvento('feriado')).toBe('Feriado nacional');
    expect(rotuloTipoEvento('outra')).toBe('Evento');
  });
});

describe('the month grid', () => {
  it('starts on Sunday: November 2026 begins on a Sunday and has 5 weeks', () => {
    const semanas = semanasDoMes({ ano: 2026, mes: 11 });
    expect(DIAS_DA_SEMANA_CURTOS[0]).toBe('dom');
    expect(semanas).toHaveLength(5);
    expect(semanas[0]?.[0]).toEqual({ dia: '2026-11-01', doMes: true });
    expect(semanas[4]?.[1]).toEqual({ dia: '2026-11-30', doMes: true });
    expect(semanas[4]?.[2]).toEqual({ dia: '2026-12-01', doMes: false });
  });

  it('fills the first week with the month before: December 2026 begins on a Tuesday', () => {
    const [primeira] = semanasDoMes({ ano: 2026, mes: 12 });
    expect(primeira?.slice(0, 3)).toEqual([
      { dia: '2026-11-29', doMes: false },
      { dia: '2026-11-30', doMes: false },
      { dia: '2026-12-01', doMes: true },
    ]);
  });

  it('every month: whole weeks from a Sunday, every day of the month once, in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1990, max: 2100 }), fc.integer({ min: 1, max: 12 }), (ano, mes) => {
        const semanas = semanasDoMes({ ano, mes });
        expect(semanas.length).toBeGreaterThanOrEqual(4);
        expect(semanas.length).toBeLessThanOrEqual(6);
        const dias = semanas.flat();
        expect(new Date(dias[0]?.dia ?? '').getUTCDay()).toBe(0);
        const doMes = dias.filter((d) => d.doMes).map((d) => d.dia);
        const { inicio, fim } = diasDoMes({ ano, mes });
        expect(doMes[0]).toBe(inicio);
        expect(doMes.at(-1)).toBe(fim);
        expect(doMes).toEqual([...new Set(doMes)].sort());
        for (const s of semanas) expect(s).toHaveLength(7);
      }),
    );
  });

  it('moves between months across years and names them', () => {
    expect(somarMeses({ ano: 2026, mes: 12 }, 1)).toEqual({ ano: 2027, mes: 1 });
    expect(somarMeses({ ano: 2026, mes: 1 }, -1)).toEqual({ ano: 2025, mes: 12 });
    expect(mesDoDia('2026-11-20')).toEqual({ ano: 2026, mes: 11 });
    expect(diasDoMes({ ano: 2028, mes: 2 })).toEqual({ inicio: '2028-02-01', fim: '2028-02-29' });
    expect(tituloDoMes({ ano: 2026, mes: 11 })).toBe('Novembro de 2026');
    expect(tituloDoMes({ ano: 2026, mes: 13 })).toBe(' de 2026');
  });
});

describe('the agenda', () => {
  const prova = ev({ tipo: 'prova', titulo: 'Prova de Matemática', data: '2026-11-30', horaInicio: '07:30' });
  const semana = ev({ titulo: 'Semana de provas', data: '2026-11-30', dataFim: '2026-12-04' });
  const reuniao = ev({
    titulo: 'Reunião de pais',
    data: '2026-11-07',
    horaInicio: '08:30',
    horaFim: '11:30',
  });

  it('groups by starting day, all-day first; a several-day event once, on its first day in the range', () => {
    const agenda = agruparAgenda([prova, reuniao, semana], '2026-11-01', '2026-11-30');
    expect(agenda.map((d) => d.dia)).toEqual(['2026-11-07', '2026-11-30']);
    expect(agenda[0]?.titulo).toBe('sábado, 7 de novembro');
    expect(agenda[1]?.eventos.map((e) => e.titulo)).toEqual(['Semana de provas', 'Prova de Matemática']);
    const dezembro = agruparAgenda([prova, reuniao, semana], '2026-12-01', '2026-12-31');
    expect(dezembro).toEqual([
      { dia: '2026-12-01', titulo: 'terça-feira, 1º de dezembro', eventos: [semana] },
    ]);
    expect(agruparAgenda([prova], '2027-01-01', '2027-01-31')).toEqual([]);
  });

  it('every event of the range is listed exactly once', () => {
    const diaArb = fc
      .integer({ min: 0, max: 90 })
      .map((n) => new Date(Date.UTC(2026, 9, 1 + n)).toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.array(fc.tuple(diaArb, fc.integer({ min: 0, max: 10 })), { maxLength: 20 }), (pares) => {
        const eventos = pares.map(([data, dias], i) =>
          ev({
            titulo: `E${i}`,
            data,
            dataFim: new Date(Date.parse(data) + dias * 86_400_000).toISOString().slice(0, 10),
          }),
        );
        const agenda = agruparAgenda(eventos, '2026-11-01', '2026-11-30');
        const listados = agenda.flatMap((d) => d.eventos.map((e) => e.titulo)).sort();
        const esperados = eventos
          .filter((e) => e.data <= '2026-11-30' && e.dataFim >= '2026-11-01')
          .map((e) => e.titulo)
          .sort();
        expect(listados).toEqual(esperados);
      }),
    );
  });

  it('orders a day by time, then title', () => {
    const b = ev({ titulo: 'B', data: '2026-11-02', horaInicio: '08:00' });
    const a = ev({ titulo: 'A', data: '2026-11-02', horaInicio: '08:00' });
    const cedo = ev({ titulo: 'Z', data: '2026-11-02', horaInicio: '07:00' });
    expect(ordenarEventos([b, a, cedo]).map((e) => e.titulo)).toEqual(['Z', 'A', 'B']);
  });

  it('says when', () => {
    expect(eventoNoDia(semana, '2026-12-04')).toBe(true);
    expect(eventoNoDia(semana, '2026-12-05')).toBe(false);
    expect(textoHorario(prova)).toBe('07:30');
    expect(textoHorario(reuniao)).toBe('08:30 às 11:30');
    expect(textoHorario(semana)).toBe('De 30/11 a 04/12 · Dia todo');
    expect(tituloDoDia('2026-12-01')).toBe('terça-feira, 1º de dezembro');
    expect(tituloDoDia('nada')).toBe('');
  });
});

describe('an event as instants (the .ics)', () => {
  it('an all-day event ends at the start of the day after its last', () => {
    const { inicio, fim, diaTodo } = instantesDoEvento(
      ev({ titulo: 'Semana', data: '2026-11-30', dataFim: '2026-12-04' }),
    );
    expect([inicio.toISOString(), fim.toISOString(), diaTodo]).toEqual([
      '2026-11-30T00:00:00.000Z',
      '2026-12-05T00:00:00.000Z',
      true,
    ]);
  });

  it('a timed one is on Brasília’s clock; with no end it lasts an hour', () => {
    const reuniao = ev({ titulo: 'R', data: '2026-11-07', horaInicio: '08:30', horaFim: '11:30' });
    expect(instantesDoEvento(reuniao).inicio.toISOString()).toBe('2026-11-07T11:30:00.000Z');
    expect(instantesDoEvento(reuniao).fim.toISOString()).toBe('2026-11-07T14:30:00.000Z');
    const prova = instantesDoEvento(ev({ titulo: 'P', data: '2026-11-30', horaInicio: '07:30' }));
    expect(prova.fim.getTime() - prova.inicio.getTime()).toBe(3_600_000);
    expect(prova.diaTodo).toBe(false);
  });
});
