import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIPOS_EVENTO_ESCOLAR } from './calendario.ts';
import {
  DIAS_EVENTO_MAX,
  type EventoEscolarEntrada,
  MENSAGENS_EVENTO_ESCOLAR as M,
  mensagemForaDoAnoLetivo,
  textoAvisoEvento,
  validarEventoEscolar,
} from './evento-escolar.ts';

const hoje = '2026-11-27';
const ano = { hoje, anoletivo: 2026 };
const prova: EventoEscolarEntrada = {
  tipo: 'prova',
  titulo: 'Prova de Matemática',
  descricao: 'Capítulos 5 a 7.',
  data: '2026-12-03',
  dataFim: null,
  horaInicio: '07:30',
  horaFim: '09:10',
};
const com = (parte: Partial<EventoEscolarEntrada>) => validarEventoEscolar({ ...prova, ...parte }, ano);

describe('validarEventoEscolar', () => {
  it('accepts an exam with its times, an all-day meeting and a recess of days', () => {
    expect(validarEventoEscolar(prova, ano)).toEqual({});
    expect(com({ tipo: 'reuniao', horaInicio: null, horaFim: null })).toEqual({});
    expect(
      com({ tipo: 'recesso', data: '2026-12-21', dataFim: '2026-12-31', horaInicio: null, horaFim: null }),
    ).toEqual({});
    expect(com({ data: hoje })).toEqual({});
    expect(com({ horaFim: null })).toEqual({});
  });

  it('names each wrong field with its Portuguese message', () => {
    expect(com({ titulo: '   ' })).toEqual({ titulo: M.tituloObrigatorio });
    expect(com({ titulo: 'x'.repeat(121) })).toEqual({ titulo: M.tituloLongo });
    expect(com({ tipo: 'feriado' })).toEqual({ tipo: M.tipoInvalido });
    expect(com({ descricao: 'x'.repeat(2001) })).toEqual({ descricao: M.descricaoLonga });
    expect(com({ data: '2026-02-30' })).toEqual({ data: M.dataInvalida });
    expect(com({ data: '03/12/2026' })).toEqual({ data: M.dataInvalida });
    expect(com({ data: '2026-11-26' })).toEqual({ data: M.dataPassada });
    expect(com({ data: '2027-02-10' })).toEqual({ data: mensagemForaDoAnoLetivo(2026) });
    expect(com({ dataFim: '2026-12-02' })).toEqual({ dataFim: M.fimAntesDoInicio });
    expect(com({ dataFim: '2026-13-01' })).toEqual({ dataFim: M.dataInvalida });
    expect(com({ data: '2026-11-30', dataFim: '2027-01-05', horaInicio: null, horaFim: null })).toEqual({
      dataFim: mensagemForaDoAnoLetivo(2026),
    });
    expect(com({ data: '2026-11-28', dataFim: '2026-12-31' })).toEqual({});
    expect(
      validarEventoEscolar(
        { ...prova, data: '2026-03-02', dataFim: '2026-05-03' },
        { hoje: '2026-01-01', anoletivo: 2026 },
      ),
    ).toEqual({
      dataFim: M.periodoLongo,
    });
    expect(com({ horaInicio: '24:00' })).toEqual({ horaInicio: M.horaInvalida });
    expect(com({ horaFim: '9:10' })).toEqual({ horaFim: M.horaInvalida });
    expect(com({ horaInicio: null })).toEqual({ horaFim: M.fimSemInicio });
    expect(com({ horaFim: '07:30' })).toEqual({ horaFim: M.horaFimAntes });
    // Over several days the end may be earlier in the day.
    expect(com({ dataFim: '2026-12-04', horaFim: '07:00' })).toEqual({});
  });

  it('property: a valid event stays valid whatever its text, and a day before today is always refused', () => {
    const diaDoAno = fc
      .integer({ min: 0, max: 364 })
      .map((n) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000));
    fc.assert(
      fc.property(
        fc.constantFrom(...TIPOS_EVENTO_ESCOLAR),
        fc.string({ minLength: 1, maxLength: 120 }).filter((s) => s.trim() !== ''),
        diaDoAno,
        fc.integer({ min: 0, max: DIAS_EVENTO_MAX - 1 }),
        (tipo, titulo, data, dias) => {
          const inicio = data.toISOString().slice(0, 10);
          const fim = new Date(data.getTime() + dias * 86_400_000).toISOString().slice(0, 10);
          const e = {
            tipo,
            titulo,
            descricao: '',
            data: inicio,
            dataFim: fim,
            horaInicio: null,
            horaFim: null,
          };
          const erros = validarEventoEscolar(e, { hoje: '2026-01-01', anoletivo: 2026 });
          if (fim.startsWith('2026')) expect(erros).toEqual({});
          else expect(Object.keys(erros)).toEqual(['dataFim']);
          const depois = validarEventoEscolar(e, { hoje: '2026-12-31', anoletivo: 2026 });
          expect(depois.data === M.dataPassada).toBe(inicio < '2026-12-31');
        },
      ),
    );
  });

  it('property: an end before the start is refused, an end after it accepted', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 23 * 60 + 59 }),
        fc.integer({ min: 0, max: 23 * 60 + 59 }),
        (a, b) => {
          const hora = (m: number) =>
            `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
          const erros = com({ horaInicio: hora(a), horaFim: hora(b) });
          expect(erros.horaFim === M.horaFimAntes).toBe(b <= a);
        },
      ),
    );
  });
});

describe('textoAvisoEvento', () => {
  it("says the kind, the title, the day and the class if there's one", () => {
    expect(textoAvisoEvento(prova, '6º ano A - Ensino Fundamental')).toBe(
      'Prova: Prova de Matemática em 03/12/2026 (6º ano A - Ensino Fundamental).',
    );
    expect(textoAvisoEvento({ tipo: 'reuniao', titulo: 'Reunião de pais', data: '2026-12-10' }, null)).toBe(
      'Reunião: Reunião de pais em 10/12/2026.',
    );
  });
});
