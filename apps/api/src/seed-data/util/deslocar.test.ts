import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deslocarTexto, deslocarValor, mesesDesdeReferencia } from './deslocar.ts';

describe('moving the demo to the month it is created in', () => {
  it('counts whole months in Brasília time', () => {
    expect(mesesDesdeReferencia(new Date('2026-11-24T12:00:00Z'))).toBe(0);
    expect(mesesDesdeReferencia(new Date('2026-12-01T02:00:00Z'))).toBe(0); // still 30/11 in Brasília
    expect(mesesDesdeReferencia(new Date('2027-03-15T12:00:00Z'))).toBe(4);
    expect(mesesDesdeReferencia(new Date('2026-01-10T12:00:00Z'))).toBe(-10);
  });

  it('moves every way a demo text writes a date, and nothing else', () => {
    expect(deslocarTexto('Condomínio Novembro/2026 — vence em 10/11/2026', 4)).toBe(
      'Condomínio Março/2027 — vence em 10/03/2027',
    );
    expect(deslocarTexto('2026-10-31T12:30:00.000Z', 1)).toBe('2026-11-30T12:30:00.000Z');
    expect(deslocarTexto('2026-11-10', -11)).toBe('2025-12-10');
    expect(deslocarTexto('competência 2026-10, Competência 10/2026', 3)).toBe(
      'competência 2027-01, Competência 01/2027',
    );
    expect(deslocarTexto('seu contracheque de outubro de 2026', 2)).toBe(
      'seu contracheque de dezembro de 2026',
    );
    // Codes, phones, CNPJs, postal codes and bare years stay.
    for (const intacto of [
      '12.345.678/0001-95',
      '(11) 3043-5545',
      '01310-100',
      'Matrículas 2027',
      'Box 37 - 48 m²',
    ])
      expect(deslocarTexto(intacto, 5)).toBe(intacto);
  });

  it('moves Dates and nested rows, and leaves bytes and payment codes alone', () => {
    const linha = {
      dthcriacao: new Date('2026-10-31T12:00:00Z'),
      dados: {
        titulo: 'Mensalidade Novembro/2026',
        detalhes: [{ rotulo: 'Vencimento', valor: '10/11/2026' }],
      },
      linhaDigitavel: '00190.00009 01010/2026',
      conteudo: new Uint8Array([1, 2, 3]),
    };
    const movida = deslocarValor(linha, 1);
    expect(movida.dthcriacao.toISOString()).toBe('2026-11-30T12:00:00.000Z');
    expect(movida.dados).toEqual({
      titulo: 'Mensalidade Dezembro/2026',
      detalhes: [{ rotulo: 'Vencimento', valor: '10/12/2026' }],
    });
    expect(movida.linhaDigitavel).toBe(linha.linhaDigitavel);
    expect(movida.conteudo).toBe(linha.conteudo);
    expect(deslocarValor(linha, 0)).toBe(linha);
  });

  it('moving forth and back returns the date when no month-end clamps it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1950, max: 2090 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: -60, max: 60 }),
        (ano, mes, dia, meses) => {
          const texto = `${String(dia).padStart(2, '0')}/${String(mes).padStart(2, '0')}/${ano}`;
          return deslocarTexto(deslocarTexto(texto, meses), -meses) === texto;
        },
      ),
    );
  });
});
