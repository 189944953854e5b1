import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type DataBr, parseDataBr } from './parse-data-br.ts';

describe('parseDataBr', () => {
  it('reads both forms of SPEC §5', () => {
    expect(parseDataBr('25/12/2026')).toEqual({ dia: 25, mes: 12, ano: 2026 });
    expect(parseDataBr('10/2026')).toEqual({ mes: 10, ano: 2026 });
  });

  it('accepts real calendar dates only', () => {
    expect(parseDataBr('29/02/2024')).toEqual({ dia: 29, mes: 2, ano: 2024 });
    expect(parseDataBr('29/02/2000')).toEqual({ dia: 29, mes: 2, ano: 2000 });
    expect(parseDataBr('29/02/2023')).toBeNull();
    expect(parseDataBr('29/02/1900')).toBeNull();
    expect(parseDataBr('31/04/2026')).toBeNull();
    expect(parseDataBr('00/01/2026')).toBeNull();
    expect(parseDataBr('32/01/2026')).toBeNull();
  });

  it('accepts years 1900 to 2100 in both forms', () => {
    expect(parseDataBr('01/01/1900')).toEqual({ dia: 1, mes: 1, ano: 1900 });
    expect(parseDataBr('31/12/2100')).toEqual({ dia: 31, mes: 12, ano: 2100 });
    expect(parseDataBr('31/12/1899')).toBeNull();
    expect(parseDataBr('01/01/2101')).toBeNull();
    expect(parseDataBr('01/1900')).toEqual({ mes: 1, ano: 1900 });
    expect(parseDataBr('12/1899')).toBeNull();
    expect(parseDataBr('01/2101')).toBeNull();
  });

  it('rejects months out of range and other shapes', () => {
    expect(parseDataBr('13/2026')).toBeNull();
    expect(parseDataBr('00/2026')).toBeNull();
    expect(parseDataBr('01/13/2026')).toBeNull();
    expect(parseDataBr('1/2/2026')).toBeNull();
    expect(parseDataBr('2026-12-25')).toBeNull();
    expect(parseDataBr('25/12/26')).toBeNull();
    expect(parseDataBr('25/12/2026 ')).toBeNull();
    expect(parseDataBr('__/__/____')).toBeNull();
    expect(parseDataBr('')).toBeNull();
    expect(parseDataBr(null as unknown as string)).toBeNull();
  });

  describe('properties', () => {
    it('reads back every real date it is given', () => {
      fc.assert(
        fc.property(
          fc.date({
            min: new Date(Date.UTC(1900, 0, 1)),
            max: new Date(Date.UTC(2100, 11, 31)),
            noInvalidDate: true,
          }),
          (d) => {
            const dia = d.getUTCDate();
            const mes = d.getUTCMonth() + 1;
            const ano = d.getUTCFullYear();
            const texto = `${String(dia).padStart(2, '0')}/${String(mes).padStart(2, '0')}/${ano}`;
            expect(parseDataBr(texto)).toEqual({ dia, mes, ano });
          },
        ),
      );
    });
  });

  it('has a pinned type', () => {
    expectTypeOf(parseDataBr).returns.toEqualTypeOf<DataBr | null>();
  });
});
