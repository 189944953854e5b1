import { describe, expect, it } from 'vitest';
import { asLista, asRegistro, numero, scalar, texto } from './leitura.ts';

describe('leitura', () => {
  it('asRegistro keeps plain objects only', () => {
    expect(asRegistro({ a: 1 })).toEqual({ a: 1 });
    expect(asRegistro(null)).toEqual({});
    expect(asRegistro([1])).toEqual({});
    expect(asRegistro('x')).toEqual({});
  });

  it('asLista keeps arrays only', () => {
    expect(asLista([1, 2])).toEqual([1, 2]);
    expect(asLista('x')).toEqual([]);
    expect(asLista(undefined)).toEqual([]);
  });

  it('scalar keeps values present and not "0" (SPEC §3)', () => {
    expect(scalar('Maria')).toBe('Maria');
    expect(scalar(123)).toBe('123');
    expect(scalar('0')).toBeUndefined();
    expect(scalar(0)).toBeUndefined();
    expect(scalar('')).toBeUndefined();
    expect(scalar(null)).toBeUndefined();
    expect(scalar(undefined)).toBeUndefined();
    expect(scalar(Number.NaN)).toBeUndefined();
    expect(scalar({})).toBeUndefined();
    expect(scalar('00')).toBe('00');
  });

  it('texto defaults to empty', () => {
    expect(texto('a')).toBe('a');
    expect(texto(7)).toBe('7');
    expect(texto(undefined)).toBe('');
    expect(texto(Number.POSITIVE_INFINITY)).toBe('');
    expect(texto(false)).toBe('');
  });

  it('numero accepts numeric strings and defaults to 0', () => {
    expect(numero(12)).toBe(12);
    expect(numero('-512')).toBe(-512);
    expect(numero(' ')).toBe(0);
    expect(numero('abc')).toBe(0);
    expect(numero(null)).toBe(0);
  });
});
