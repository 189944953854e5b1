import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  abaixoDoMinimo,
  faltasAindaPermitidas,
  formatFrequencia,
  frequenciaEmDecimos,
  lerMotivo,
  MENSAGENS_FREQUENCIA,
  nomeDoHorario,
  passouDoAlerta,
  rotuloJustificativa,
  textoAlertaFrequencia,
  textoChamadaFeita,
  textoDecisaoJustificativa,
} from './frequencia.ts';

describe('frequência (LDB art. 24 VI and 12 VIII)', () => {
  it('computes attendance in tenths of a percent, rounded down', () => {
    expect(frequenciaEmDecimos(0, 0)).toBe(1000);
    expect(frequenciaEmDecimos(40, 0)).toBe(1000);
    expect(frequenciaEmDecimos(40, 10)).toBe(750);
    expect(frequenciaEmDecimos(15, 1)).toBe(933);
    expect(frequenciaEmDecimos(3, 5)).toBe(0);
    expect(formatFrequencia(15, 1)).toBe('93,3 %');
    expect(formatFrequencia(40, 10)).toBe('75 %');
    expect(formatFrequencia(0, 0)).toBe('100 %');
  });

  it('marks the 75 % minimum exactly: 10 of 40 is on the line, 11 below it', () => {
    expect(abaixoDoMinimo(40, 10)).toBe(false);
    expect(abaixoDoMinimo(40, 11)).toBe(true);
    expect(abaixoDoMinimo(0, 0)).toBe(false);
    expect(faltasAindaPermitidas(40, 4)).toBe(6);
    expect(faltasAindaPermitidas(40, 12)).toBe(0);
  });

  it('alerts past 7,5 % of the lessons: 3 of 40 is on the line, 4 past it', () => {
    expect(passouDoAlerta(40, 3)).toBe(false);
    expect(passouDoAlerta(40, 4)).toBe(true);
    expect(passouDoAlerta(200, 15)).toBe(false);
    expect(passouDoAlerta(200, 16)).toBe(true);
    expect(passouDoAlerta(0, 0)).toBe(false);
  });

  it('alerting comes before falling below the minimum, and both grow with absences', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2000 }), fc.integer({ min: 0, max: 2000 }), (aulas, f) => {
        const faltas = Math.min(f, aulas);
        if (abaixoDoMinimo(aulas, faltas)) expect(passouDoAlerta(aulas, faltas)).toBe(true);
        if (faltas < aulas) {
          expect(frequenciaEmDecimos(aulas, faltas + 1)).toBeLessThanOrEqual(
            frequenciaEmDecimos(aulas, faltas),
          );
          if (passouDoAlerta(aulas, faltas)) expect(passouDoAlerta(aulas, faltas + 1)).toBe(true);
        }
        const d = frequenciaEmDecimos(aulas, faltas);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(1000);
      }),
    );
  });

  it('names statuses, periods and the roll call in Portuguese', () => {
    expect(rotuloJustificativa(null)).toBe('Sem justificativa');
    expect(rotuloJustificativa('pendente')).toBe('Justificativa em análise');
    expect(rotuloJustificativa('aceita')).toBe('Justificada');
    expect(rotuloJustificativa('recusada')).toBe('Justificativa recusada');
    expect(nomeDoHorario(2)).toBe('2º horário');
    expect(textoChamadaFeita('Bruno Lima', '2026-11-27T10:15:00Z')).toBe(
      'Chamada feita por Bruno Lima às 07:15',
    );
  });

  it('reads a motivo: trimmed, 5 to 500 characters', () => {
    expect(lerMotivo('  Consulta   médica ')).toEqual({ ok: true, motivo: 'Consulta médica' });
    expect(lerMotivo('gripe')).toEqual({ ok: true, motivo: 'gripe' });
    expect(lerMotivo(' ab ')).toEqual({ ok: false, mensagem: MENSAGENS_FREQUENCIA.motivoCurto });
    expect(lerMotivo('x'.repeat(501))).toEqual({ ok: false, mensagem: MENSAGENS_FREQUENCIA.motivoLongo });
  });

  it('writes the notices', () => {
    expect(textoDecisaoJustificativa('Lucas', 'aceita')).toBe(
      'A secretaria aceitou a justificativa de falta de Lucas.',
    );
    expect(textoDecisaoJustificativa('Lucas', 'recusada', 'Sem atestado.')).toBe(
      'A secretaria recusou a justificativa de falta de Lucas: Sem atestado.',
    );
    expect(textoAlertaFrequencia('Lucas', 'Matemática', 40, 4)).toBe(
      'Lucas passou de 30 % das faltas permitidas em Matemática: 4 faltas em 40 aulas (90 % de frequência; o mínimo é 75 %).',
    );
  });
});
