import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { normalizeEmpresaSelecionada } from './normalize-empresa-selecionada.ts';
import type { EmpresaSelecionada } from './tipos.ts';

describe('normalizeEmpresaSelecionada', () => {
  it('keeps a named company', () => {
    expect(
      normalizeEmpresaSelecionada({
        codempresa: 12,
        codprestador: '8',
        nomempresa: 'Escola Modelo',
        inscricao: 'x',
      }),
    ).toEqual({ codempresa: 12, codprestador: '8', nomempresa: 'Escola Modelo', lstanoletivo: [] });
  });

  it('accepts nome as the name', () => {
    expect(normalizeEmpresaSelecionada({ codempresa: 12, nome: 'Clínica Sol' })?.nomempresa).toBe(
      'Clínica Sol',
    );
  });

  it('is invalid without a name (SPEC §3)', () => {
    expect(normalizeEmpresaSelecionada({ codempresa: 12 })).toBeNull();
    expect(normalizeEmpresaSelecionada({ codempresa: 12, nomempresa: '' })).toBeNull();
    expect(normalizeEmpresaSelecionada(null)).toBeNull();
    expect(normalizeEmpresaSelecionada(undefined)).toBeNull();
  });

  it('reads stored JSON and treats unreadable JSON as none (SPEC §4)', () => {
    expect(normalizeEmpresaSelecionada('{"codempresa":5,"nomempresa":"Escola Modelo"}')).toEqual({
      codempresa: 5,
      codprestador: '',
      nomempresa: 'Escola Modelo',
      lstanoletivo: [],
    });
    expect(normalizeEmpresaSelecionada('{not json')).toBeNull();
    expect(normalizeEmpresaSelecionada('null')).toBeNull();
  });

  describe('properties', () => {
    it('never throws; a result always has a name', () => {
      fc.assert(
        fc.property(fc.oneof(fc.anything(), fc.string(), fc.json()), (raw) => {
          const e = normalizeEmpresaSelecionada(raw);
          return e === null || e.nomempresa !== '';
        }),
      );
    });
  });

  it('has a pinned type', () => {
    expectTypeOf(normalizeEmpresaSelecionada).returns.toEqualTypeOf<EmpresaSelecionada | null>();
  });
});
