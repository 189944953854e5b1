import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  descreverValidade,
  diaDaSemana,
  errosDaAutorizacao,
  formatHora,
  lerHora,
  MENSAGENS_VISITA,
  minutosEmBrasilia,
  normalizarPlaca,
  type RegraPasse,
  situacaoDoPasse,
  textoParaCompartilhar,
} from './passe.ts';

const unico: RegraPasse = {
  dataInicio: '2026-11-28',
  dataFim: '2026-11-28',
  diasSemana: null,
  horaInicio: 14 * 60,
  horaFim: 18 * 60,
  revogadaEm: null,
};
/** Brasília's hh:mm of a day, as an instant. */
const em = (dia: string, hora: string) => new Date(`${dia}T${hora}:00-03:00`);

describe('situacaoDoPasse', () => {
  it('a single visit: valid within its period on its day', () => {
    expect(situacaoDoPasse(unico, em('2026-11-28', '14:00'))).toBe('valido');
    expect(situacaoDoPasse(unico, em('2026-11-28', '17:59'))).toBe('valido');
    expect(situacaoDoPasse(unico, em('2026-11-28', '18:00'))).toBe('fora_do_horario');
    expect(situacaoDoPasse(unico, em('2026-11-28', '13:59'))).toBe('fora_do_horario');
    expect(situacaoDoPasse(unico, em('2026-11-27', '15:00'))).toBe('nao_hoje');
    expect(situacaoDoPasse(unico, em('2026-11-29', '15:00'))).toBe('expirado');
  });

  it("uses Brasília's day, not UTC's: 23:30 on the 28th in Brasília is the 29th in UTC", () => {
    const diaTodo = { ...unico, horaInicio: null, horaFim: null };
    expect(situacaoDoPasse(diaTodo, new Date('2026-11-29T02:30:00Z'))).toBe('valido');
    expect(situacaoDoPasse(diaTodo, new Date('2026-11-29T03:00:00Z'))).toBe('expirado');
  });

  it('revoked wins over everything', () => {
    expect(situacaoDoPasse({ ...unico, revogadaEm: '2026-11-27T10:00:00Z' }, em('2026-11-28', '15:00'))).toBe(
      'revogado',
    );
    expect(situacaoDoPasse({ ...unico, revogadaEm: new Date() }, em('2026-12-28', '15:00'))).toBe('revogado');
  });

  it('recurring: only its weekdays until its last day', () => {
    // Mondays and Wednesdays, 2026-11-30 (Monday) to 2026-12-16.
    const diarista: RegraPasse = {
      dataInicio: '2026-11-30',
      dataFim: '2026-12-16',
      diasSemana: [1, 3],
      horaInicio: null,
      horaFim: null,
      revogadaEm: null,
    };
    expect(situacaoDoPasse(diarista, em('2026-11-30', '08:00'))).toBe('valido');
    expect(situacaoDoPasse(diarista, em('2026-12-01', '08:00'))).toBe('nao_hoje');
    expect(situacaoDoPasse(diarista, em('2026-12-02', '08:00'))).toBe('valido');
    expect(situacaoDoPasse(diarista, em('2026-12-16', '23:59'))).toBe('valido');
    expect(situacaoDoPasse(diarista, em('2026-12-21', '08:00'))).toBe('expirado');
    expect(situacaoDoPasse(diarista, em('2026-11-28', '08:00'))).toBe('nao_hoje');
  });

  it('property: a non-revoked pass is valid exactly on a covered day within its period', () => {
    const dia = fc.integer({ min: 0, max: 400 }).map((n) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000));
    fc.assert(
      fc.property(
        dia,
        fc.integer({ min: 0, max: 30 }),
        fc.option(fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 })),
        fc.integer({ min: 0, max: 24 * 60 - 2 }),
        fc.integer({ min: 1, max: 24 * 60 }),
        fc.integer({ min: -5, max: 40 }),
        fc.integer({ min: 0, max: 24 * 60 - 1 }),
        (inicio, duracao, diasSemana, h1, dur, desloc, minuto) => {
          const dataInicio = inicio.toISOString().slice(0, 10);
          const dataFim = new Date(inicio.getTime() + duracao * 86_400_000).toISOString().slice(0, 10);
          const horaInicio = h1;
          const horaFim = Math.min(h1 + dur, 24 * 60);
          const regra: RegraPasse = {
            dataInicio,
            dataFim,
            diasSemana,
            horaInicio,
            horaFim,
            revogadaEm: null,
          };
          const hoje = new Date(inicio.getTime() + desloc * 86_400_000).toISOString().slice(0, 10);
          const agora = new Date(Date.parse(`${hoje}T00:00:00-03:00`) + minuto * 60_000);
          const s = situacaoDoPasse(regra, agora);
          const cobre =
            hoje >= dataInicio &&
            hoje <= dataFim &&
            (diasSemana === null || diasSemana.includes(diaDaSemana(hoje)));
          const noHorario = minuto >= horaInicio && minuto < horaFim;
          expect(s === 'valido').toBe(cobre && noHorario);
          expect(s === 'expirado').toBe(hoje > dataFim);
          expect(situacaoDoPasse({ ...regra, revogadaEm: agora }, agora)).toBe('revogado');
        },
      ),
    );
  });
});

describe('hours and plates', () => {
  it('reads and writes HH:MM', () => {
    expect(lerHora('08:30')).toBe(510);
    expect(lerHora('8:05')).toBe(485);
    expect(lerHora('24:00')).toBe(1440);
    expect(lerHora('24:01')).toBeNull();
    expect(lerHora('12:60')).toBeNull();
    expect(lerHora('25:00')).toBeNull();
    expect(lerHora('meio-dia')).toBeNull();
    expect(formatHora(510)).toBe('08:30');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1440 }), (m) => {
        expect(lerHora(formatHora(m))).toBe(m);
      }),
    );
  });

  it("minutes in Brasília, whatever UTC's day", () => {
    expect(minutosEmBrasilia(new Date('2026-11-28T02:30:00Z'))).toBe(23 * 60 + 30);
    expect(minutosEmBrasilia(new Date('2026-11-28T13:05:00Z'))).toBe(10 * 60 + 5);
  });

  it('plates, old and Mercosul', () => {
    expect(normalizarPlaca('abc-1234')).toBe('ABC1234');
    expect(normalizarPlaca('BRA 2E19')).toBe('BRA2E19');
    expect(normalizarPlaca('AB12345')).toBeNull();
    expect(normalizarPlaca('')).toBeNull();
  });
});

describe('errosDaAutorizacao', () => {
  const base = {
    dataInicio: '2026-11-28',
    dataFim: '2026-11-28',
    diasSemana: null,
    horaInicio: '',
    horaFim: '',
    placa: '',
  };
  it('accepts a visit today, with or without a period', () => {
    expect(errosDaAutorizacao(base, '2026-11-28')).toEqual({});
    expect(
      errosDaAutorizacao({ ...base, horaInicio: '14:00', horaFim: '18:00', placa: 'abc1d23' }, '2026-11-28'),
    ).toEqual({});
  });
  it('names each wrong field', () => {
    expect(errosDaAutorizacao(base, '2026-11-29')).toEqual({ dataInicio: MENSAGENS_VISITA.inicioPassado });
    expect(errosDaAutorizacao({ ...base, dataFim: '2026-11-27' }, '2026-11-27')).toEqual({
      dataFim: MENSAGENS_VISITA.fimAntesDoInicio,
    });
    expect(errosDaAutorizacao({ ...base, dataFim: '2027-06-01' }, '2026-11-28')).toEqual({
      dataFim: MENSAGENS_VISITA.longoDemais,
    });
    expect(errosDaAutorizacao({ ...base, diasSemana: [] }, '2026-11-28')).toEqual({
      diasSemana: MENSAGENS_VISITA.semDias,
    });
    // The 28th is a Saturday: a Monday-only single day never falls.
    expect(errosDaAutorizacao({ ...base, diasSemana: [1] }, '2026-11-28')).toEqual({
      diasSemana: MENSAGENS_VISITA.nenhumDiaNoPeriodo,
    });
    expect(errosDaAutorizacao({ ...base, dataFim: '2026-12-10', diasSemana: [1] }, '2026-11-28')).toEqual({});
    expect(errosDaAutorizacao({ ...base, horaInicio: '18:00', horaFim: '14:00' }, '2026-11-28')).toEqual({
      horaFim: MENSAGENS_VISITA.horaFimAntes,
    });
    expect(errosDaAutorizacao({ ...base, horaInicio: '14:00' }, '2026-11-28')).toEqual({
      horaFim: MENSAGENS_VISITA.horaIncompleta,
    });
    expect(errosDaAutorizacao({ ...base, horaInicio: '14h', horaFim: '99:00' }, '2026-11-28')).toEqual({
      horaInicio: MENSAGENS_VISITA.horaInvalida,
      horaFim: MENSAGENS_VISITA.horaInvalida,
    });
    expect(errosDaAutorizacao({ ...base, placa: 'XYZ' }, '2026-11-28')).toEqual({
      placa: MENSAGENS_VISITA.placaInvalida,
    });
  });
});

describe('descreverValidade', () => {
  it('says the day(s) and the period', () => {
    expect(descreverValidade(unico)).toBe('sábado, 28 de novembro, das 14:00 às 18:00');
    expect(descreverValidade({ ...unico, dataFim: '2026-12-02', horaInicio: null, horaFim: null })).toBe(
      '28 de novembro a 2 de dezembro',
    );
    expect(
      descreverValidade({ ...unico, dataFim: '2026-12-15', diasSemana: [5, 1, 3], horaInicio: null }),
    ).toBe('seg, qua e sex até 15 de dezembro');
    expect(descreverValidade({ ...unico, dataFim: '2026-12-15', diasSemana: [6], horaInicio: null })).toBe(
      'sáb até 15 de dezembro',
    );
  });
});

describe('textoParaCompartilhar', () => {
  it('names the visitor, the place, the validity and the code', () => {
    expect(
      textoParaCompartilhar({
        nome: 'João',
        unidade: 'Bloco A - Apto 302',
        condominio: 'Residencial Jardim das Acácias',
        codigoFormatado: 'ABCD-EFGH',
        validade: 'sábado, 28 de novembro',
      }),
    ).toBe(
      'Olá, João! Sua entrada em Residencial Jardim das Acácias, Bloco A - Apto 302 está autorizada: sábado, 28 de novembro. Na portaria, mostre o QR Code do passe ou informe o código ABCD-EFGH.',
    );
    expect(
      textoParaCompartilhar({ nome: 'A', unidade: 'U', condominio: '', codigoFormatado: 'X', validade: 'v' }),
    ).toContain('em U está');
  });
});
