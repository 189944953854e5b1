import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { formatCnpj } from '../cnpj/format-cnpj.ts';
import { generateCnpj } from '../cnpj/generate-cnpj.ts';
import { formatCpf } from '../cpf/format-cpf.ts';
import { generateCpf } from '../cpf/generate-cpf.ts';
import { checkDocumento, type ResultadoDocumento } from './check-documento.ts';

describe('checkDocumento', () => {
  it('reads 11 digits as CPF and returns it formatted when valid', () => {
    expect(checkDocumento('52998224725')).toEqual({ valido: true, tipo: 'cpf', formatado: '529.982.247-25' });
    expect(checkDocumento('390.533.447-05')).toEqual({
      valido: true,
      tipo: 'cpf',
      formatado: '390.533.447-05',
    });
    expect(checkDocumento('52998224724')).toEqual({ valido: false, tipo: 'cpf', formatado: '' });
    expect(checkDocumento('11111111111')).toEqual({ valido: false, tipo: 'cpf', formatado: '' });
  });

  it('reads 14 digits as CNPJ and returns it formatted when valid', () => {
    expect(checkDocumento('11222333000181')).toEqual({
      valido: true,
      tipo: 'cnpj',
      formatado: '11.222.333/0001-81',
    });
    expect(checkDocumento('11.444.777/0001-61')).toEqual({
      valido: true,
      tipo: 'cnpj',
      formatado: '11.444.777/0001-61',
    });
    expect(checkDocumento('11222333000180')).toEqual({ valido: false, tipo: 'cnpj', formatado: '' });
  });

  it('reads 14 characters with letters as an alphanumeric CNPJ', () => {
    expect(checkDocumento('12.abc.345/01de-35')).toEqual({
      valido: true,
      tipo: 'cnpj',
      formatado: '12.ABC.345/01DE-35',
    });
    expect(checkDocumento('12ABC34501DE36')).toEqual({ valido: false, tipo: 'cnpj', formatado: '' });
    // Eleven digits among the letters: still a CNPJ, not a CPF.
    expect(checkDocumento('W7.530.5A0/O652-48')).toEqual({
      valido: true,
      tipo: 'cnpj',
      formatado: 'W7.530.5A0/O652-48',
    });
    expect(checkDocumento('W7.530.5A0/O652-49')).toEqual({ valido: false, tipo: 'cnpj', formatado: '' });
    expect(checkDocumento('AB.CDE.FGH/IJ12-34')).toEqual({ valido: false, tipo: 'cnpj', formatado: '' });
  });

  it('never reads a value with letters as a CPF, whatever digits it hides (issue 10)', () => {
    expect(checkDocumento('AB.C52.998/2247-25')).toEqual({ valido: false, tipo: 'cnpj', formatado: '' });
    expect(checkDocumento('CPF 529.982.247-25')).toEqual({ valido: false, tipo: 'cnpj', formatado: '' });
    expect(checkDocumento('x52998224725')).toEqual({ valido: false, tipo: null, formatado: '' });
  });

  it('calls anything else invalid', () => {
    const invalido = { valido: false, tipo: null, formatado: '' };
    expect(checkDocumento('')).toEqual(invalido);
    expect(checkDocumento('123')).toEqual(invalido);
    expect(checkDocumento('123456789012')).toEqual(invalido);
    expect(checkDocumento('1234567890123456')).toEqual(invalido);
    expect(checkDocumento('12ABC34501DE3')).toEqual(invalido);
  });

  describe('properties', () => {
    it('never throws and is consistent for any string', () => {
      fc.assert(
        fc.property(fc.string(), (s) => {
          const r = checkDocumento(s);
          return r.valido ? r.formatado !== '' && r.tipo !== null : r.formatado === '';
        }),
      );
    });

    it('a letter anywhere in a valid CPF never leaves a valid CPF', () => {
      fc.assert(
        fc.property(
          fc.nat(),
          fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcxyz'),
          fc.boolean(),
          (pos, letra, substituir) => {
            const cpf = formatCpf(generateCpf());
            const i = pos % (cpf.length + 1);
            const comLetra = cpf.slice(0, i) + letra + cpf.slice(substituir ? i + 1 : i);
            return checkDocumento(comLetra).tipo !== 'cpf';
          },
        ),
      );
    });

    it('accepts generated documents, masked or not, with the same verdict', () => {
      fc.assert(
        fc.property(fc.constantFrom('cpf', 'cnpj', 'alfa'), (kind) => {
          const doc = kind === 'cpf' ? generateCpf() : generateCnpj(Math.random, kind === 'alfa');
          const mascara = kind === 'cpf' ? formatCpf(doc) : formatCnpj(doc);
          const cru = checkDocumento(doc);
          return cru.valido && cru.formatado === mascara && checkDocumento(mascara).formatado === mascara;
        }),
      );
    });
  });

  it('has a pinned type', () => {
    expectTypeOf(checkDocumento).returns.toEqualTypeOf<ResultadoDocumento>();
    expectTypeOf<ResultadoDocumento['tipo']>().toEqualTypeOf<'cpf' | 'cnpj' | null>();
  });
});
