import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ParamsSistema } from './params-sistema.ts';
import { parseParamsSistema } from './parse-params-sistema.ts';
import { serializeParamsSistema } from './serialize-params-sistema.ts';

const VAZIO: ParamsSistema = { codEmpresa: '', anoLetivo: '', codTurma: '', codAluno: '', codcondomino: '' };

describe('parseParamsSistema', () => {
  it('reads the five slots in order', () => {
    expect(parseParamsSistema('12;2026;T1;77;C9')).toEqual({
      codEmpresa: '12',
      anoLetivo: '2026',
      codTurma: 'T1',
      codAluno: '77',
      codcondomino: 'C9',
    });
  });

  it('treats a missing slot as empty', () => {
    expect(parseParamsSistema('12;2026')).toEqual({ ...VAZIO, codEmpresa: '12', anoLetivo: '2026' });
    expect(parseParamsSistema(';;;;C9')).toEqual({ ...VAZIO, codcondomino: 'C9' });
    expect(parseParamsSistema('')).toEqual(VAZIO);
    expect(parseParamsSistema(null)).toEqual(VAZIO);
    expect(parseParamsSistema(undefined)).toEqual(VAZIO);
  });

  it('ignores slots beyond the fifth', () => {
    expect(parseParamsSistema('1;2;3;4;5;6')).toEqual({
      codEmpresa: '1',
      anoLetivo: '2',
      codTurma: '3',
      codAluno: '4',
      codcondomino: '5',
    });
  });

  describe('properties', () => {
    it('parse∘serialize gives the parameters back', () => {
      const slot = fc.string().filter((s) => !s.includes(';'));
      fc.assert(
        fc.property(
          fc.record({
            codEmpresa: slot,
            anoLetivo: slot,
            codTurma: slot,
            codAluno: slot,
            codcondomino: slot,
          }),
          (p) => {
            expect(parseParamsSistema(serializeParamsSistema(p))).toEqual(p);
          },
        ),
      );
    });

    it('never throws on any string', () => {
      fc.assert(fc.property(fc.string(), (s) => Object.keys(parseParamsSistema(s)).length === 5));
    });
  });

  it('has a pinned type', () => {
    expectTypeOf(parseParamsSistema).returns.toEqualTypeOf<ParamsSistema>();
  });
});
