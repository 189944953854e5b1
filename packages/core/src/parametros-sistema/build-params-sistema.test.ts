import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { buildParamsSistema, type FonteParamsSistema } from './build-params-sistema.ts';

describe('buildParamsSistema', () => {
  it('joins company, school year, class, student and condominium with semicolons', () => {
    expect(
      buildParamsSistema({
        empresaSelecionada: '12',
        anoLetivo: '2026',
        turma: 'T1',
        aluno: '77',
        condominio: 'C9',
      }),
    ).toBe('12;2026;T1;77;C9');
  });

  it('uses the selected company, else the company', () => {
    expect(buildParamsSistema({ empresaSelecionada: 12, empresa: 34 })).toBe('12;;;;');
    expect(buildParamsSistema({ empresa: 34 })).toBe('34;;;;');
    expect(buildParamsSistema({ empresaSelecionada: '', empresa: 34 })).toBe('34;;;;');
  });

  it('uses the condominium, else the alternative condominium field', () => {
    expect(buildParamsSistema({ condominio: 'C1', condominioAlt: 'C2' })).toBe(';;;;C1');
    expect(buildParamsSistema({ condominioAlt: 'C2' })).toBe(';;;;C2');
  });

  it('leaves blanks for missing values', () => {
    expect(buildParamsSistema({})).toBe(';;;;');
    expect(buildParamsSistema({ anoLetivo: 2026, aluno: null })).toBe(';2026;;;');
    expect(buildParamsSistema(undefined as unknown as FonteParamsSistema)).toBe(';;;;');
  });

  describe('properties', () => {
    it('always gives five slots for any input', () => {
      fc.assert(
        fc.property(
          fc.record({
            empresa: fc.anything(),
            anoLetivo: fc.anything(),
            turma: fc.anything(),
            condominio: fc.anything(),
          }),
          (src) => buildParamsSistema(src).split(';').length >= 5,
        ),
      );
    });
  });

  it('has a pinned type', () => {
    expectTypeOf(buildParamsSistema).returns.toEqualTypeOf<string>();
  });
});
