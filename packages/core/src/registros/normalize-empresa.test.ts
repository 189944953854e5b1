import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { normalizeEmpresa } from './normalize-empresa.ts';
import type { Empresa } from './tipos.ts';

describe('normalizeEmpresa', () => {
  it('keeps the fields of a company entry', () => {
    expect(
      normalizeEmpresa({
        codempresa: 12,
        codprestador: 88,
        inscricao: '123',
        nomempresa: 'Escola Modelo',
        lstanoletivo: [{ anoletivo: 2026, turmas: [] }],
      }),
    ).toEqual({
      codempresa: 12,
      codprestador: '88',
      inscricao: '123',
      nomempresa: 'Escola Modelo',
      lstanoletivo: [{ anoletivo: 2026, turmas: [] }],
    });
  });

  it('accepts nome as the name', () => {
    expect(normalizeEmpresa({ codempresa: '-512', nome: 'Clínica Sol' })).toEqual({
      codempresa: -512,
      codprestador: '',
      inscricao: '',
      nomempresa: 'Clínica Sol',
      lstanoletivo: [],
    });
  });

  it('defaults missing strings to empty', () => {
    expect(normalizeEmpresa(null)).toEqual({
      codempresa: 0,
      codprestador: '',
      inscricao: '',
      nomempresa: '',
      lstanoletivo: [],
    });
  });

  describe('properties', () => {
    it('never throws and always gives strings', () => {
      fc.assert(
        fc.property(fc.anything(), (raw) => {
          const e = normalizeEmpresa(raw);
          return typeof e.nomempresa === 'string' && Number.isFinite(e.codempresa);
        }),
      );
    });
  });

  it('has a pinned type', () => {
    expectTypeOf(normalizeEmpresa).returns.toEqualTypeOf<Empresa>();
  });
});
