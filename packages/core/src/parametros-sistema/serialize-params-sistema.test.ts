import { describe, expect, it } from 'vitest';
import type { ParamsSistema } from './params-sistema.ts';
import { serializeParamsSistema } from './serialize-params-sistema.ts';

describe('serializeParamsSistema', () => {
  it('joins the five slots in SPEC §3 order', () => {
    expect(
      serializeParamsSistema({
        codEmpresa: '12',
        anoLetivo: '2026',
        codTurma: 'T1',
        codAluno: '77',
        codcondomino: 'C9',
      }),
    ).toBe('12;2026;T1;77;C9');
    expect(
      serializeParamsSistema({
        codcondomino: 'C9',
        codAluno: '',
        codTurma: '',
        anoLetivo: '',
        codEmpresa: '12',
      }),
    ).toBe('12;;;;C9');
  });

  it('writes a missing slot as empty', () => {
    expect(serializeParamsSistema({ codEmpresa: '12' } as ParamsSistema)).toBe('12;;;;');
  });
});
