import { boletoBancarioCodigoBarras, boletoBancarioLinhaDigitavel } from 'boleto-brasileiro-validator';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  codigoBarrasDaLinha,
  fatorVencimento,
  formatarLinhaDigitavel,
  isoDoDia,
  lerBoleto,
  linhaDoCodigoBarras,
  linhaParaCopiar,
  montarBoleto,
  vencimentoDoFator,
} from './boleto.ts';

const dados = {
  banco: '001',
  vencimento: '2026-11-10',
  valorCentavos: 123456,
  campoLivre: '0000001234567890123456789',
};

describe('fatorVencimento', () => {
  it('counts days from 07/10/1997 and restarts at 1000 on 22/02/2025', () => {
    expect(fatorVencimento('1997-10-07')).toBeNull();
    expect(fatorVencimento('1997-10-08')).toBe(1);
    expect(fatorVencimento('2000-07-03')).toBe(1000);
    expect(fatorVencimento('2025-02-21')).toBe(9999);
    expect(fatorVencimento('2025-02-22')).toBe(1000);
    expect(fatorVencimento('2025-02-23')).toBe(1001);
    expect(fatorVencimento('2026-11-10')).toBe(1626);
    expect(fatorVencimento('2049-10-13')).toBe(9999);
    expect(fatorVencimento('2049-10-14')).toBe(1000);
  });

  it('refuses what is not a date', () => {
    for (const x of ['', '2026-02-30', '10/11/2026', 'x', undefined as unknown as string]) {
      expect(fatorVencimento(x)).toBeNull();
    }
  });

  it('reads a factor back in the cycle nearest the reference date', () => {
    expect(vencimentoDoFator(1000, '2025-03-01')).toBe('2025-02-22');
    expect(vencimentoDoFator(1000, '2001-01-01')).toBe('2000-07-03');
    expect(vencimentoDoFator(9999, '2025-01-01')).toBe('2025-02-21');
    expect(vencimentoDoFator(999, '2026-01-01')).toBeNull();
    expect(vencimentoDoFator(1000, 'ontem')).toBeNull();
  });
});

describe('montarBoleto', () => {
  it('lays out bank, currency 9, general check digit, factor, amount and free field', () => {
    const b = montarBoleto(dados);
    expect(b?.codigoBarras).toMatch(/^0019\d162600001234560000001234567890123456789$/);
    expect(b?.codigoBarras).toHaveLength(44);
    expect(b?.linhaDigitavel).toHaveLength(47);
    expect(boletoBancarioCodigoBarras(b?.codigoBarras ?? '')).toBe(true);
    expect(boletoBancarioLinhaDigitavel(b?.linhaDigitavel ?? '')).toBe(true);
  });

  it('matches a published slip (the validator README example) digit for digit', () => {
    const linha = '23793381286000782713695000063305975520000370000';
    const lido = lerBoleto(linha, '2018-06-01');
    expect(lido).toMatchObject({ banco: '237', valorCentavos: 370000, fator: 7552 });
    expect(montarBoleto({ ...(lido as NonNullable<typeof lido>) })?.linhaDigitavel).toBe(linha);
  });

  it('refuses inputs outside the layout instead of throwing', () => {
    expect(montarBoleto({ ...dados, banco: '01' })).toBeNull();
    expect(montarBoleto({ ...dados, campoLivre: '123' })).toBeNull();
    expect(montarBoleto({ ...dados, valorCentavos: 1.5 })).toBeNull();
    expect(montarBoleto({ ...dados, valorCentavos: -1 })).toBeNull();
    expect(montarBoleto({ ...dados, valorCentavos: 10_000_000_000 })).toBeNull();
    expect(montarBoleto({ ...dados, vencimento: '1999-01-01' })).toBeNull();
    expect(montarBoleto(null as never)).toBeNull();
  });
});

describe('formatting and copying', () => {
  it('prints the line in its five groups and copies digits only', () => {
    const linha = montarBoleto(dados)?.linhaDigitavel ?? '';
    const formatada = formatarLinhaDigitavel(linha);
    expect(formatada).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    expect(linhaParaCopiar(formatada)).toBe(linha);
    expect(formatarLinhaDigitavel('123')).toBe('123');
  });

  it('converts between line and bar code both ways', () => {
    const b = montarBoleto(dados);
    expect(codigoBarrasDaLinha(formatarLinhaDigitavel(b?.linhaDigitavel ?? ''))).toBe(b?.codigoBarras);
    expect(linhaDoCodigoBarras(b?.codigoBarras ?? '')).toBe(b?.linhaDigitavel);
    expect(codigoBarrasDaLinha('1')).toBeNull();
    expect(linhaDoCodigoBarras('1')).toBeNull();
  });
});

describe('lerBoleto', () => {
  it('refuses a wrong check digit in any field, the general one and a foreign currency', () => {
    const linha = montarBoleto(dados)?.linhaDigitavel ?? '';
    for (const posicao of [9, 20, 31, 32]) {
      const trocada =
        linha.slice(0, posicao) + ((Number(linha[posicao]) + 1) % 10) + linha.slice(posicao + 1);
      expect(lerBoleto(trocada, '2026-11-01')).toBeNull();
    }
    const barras = montarBoleto(dados)?.codigoBarras ?? '';
    expect(lerBoleto(`${barras.slice(0, 3)}0${barras.slice(4)}`, '2026-11-01')).toBeNull();
    expect(lerBoleto('abc', '2026-11-01')).toBeNull();
  });

  const vencimentos = fc
    .integer({ min: 0, max: 8999 })
    .map((d) => isoDoDia(Date.UTC(2025, 1, 22) / 86_400_000 + d));
  const arbitrario = fc.record({
    banco: fc.stringMatching(/^\d{3}$/),
    vencimento: vencimentos,
    valorCentavos: fc.integer({ min: 0, max: 9_999_999_999 }),
    campoLivre: fc.stringMatching(/^\d{25}$/),
  });

  it('build → parse is the identity (line and bar code), and the independent validator agrees', () => {
    fc.assert(
      fc.property(arbitrario, fc.integer({ min: -4000, max: 4000 }), (d, deslocamento) => {
        const b = montarBoleto(d);
        if (!b) return false;
        const ref = isoDoDia(Date.parse(`${d.vencimento}T00:00:00Z`) / 86_400_000 + deslocamento);
        const daLinha = lerBoleto(formatarLinhaDigitavel(b.linhaDigitavel), ref);
        const doCodigo = lerBoleto(b.codigoBarras, ref);
        const { fator: _f, codigoBarras: _c, ...partes } = daLinha ?? { fator: 0, codigoBarras: '' };
        return (
          JSON.stringify(partes) === JSON.stringify(d) &&
          JSON.stringify(doCodigo) === JSON.stringify(daLinha) &&
          boletoBancarioLinhaDigitavel(b.linhaDigitavel) &&
          boletoBancarioCodigoBarras(b.codigoBarras)
        );
      }),
    );
  });
});
