import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ParamsSistema } from './params-sistema.ts';
import { type MudancaContexto, proximoContexto } from './proximo-contexto.ts';
import { type OpcoesContexto, validarContexto } from './validar-contexto.ts';

const opcoes: OpcoesContexto = {
  empresas: [
    {
      codempresa: 101,
      lstanoletivo: [
        { anoletivo: 2025, turmas: [] },
        { anoletivo: 2026, turmas: [{ codturma: '6A' }, { codturma: '9B' }] },
      ],
    },
    {
      codempresa: 102,
      lstanoletivo: [
        { anoletivo: 2026, turmas: [{ codturma: 'P1' }] },
        { anoletivo: 2027, turmas: [] },
      ],
    },
    { codempresa: 201, lstanoletivo: [] },
  ],
  alunos: [
    { codaluno: 'L', codempresa: 101, anoletivo: 2026, codturma: '6A' },
    { codaluno: 'M', codempresa: 101, anoletivo: 2026, codturma: '9B' },
  ],
  condominios: [{ codcondomino: 'C1' }, { codcondomino: 'C2' }],
};

const lucas: ParamsSistema = {
  codEmpresa: '101',
  anoLetivo: '2026',
  codTurma: '6A',
  codAluno: 'L',
  codcondomino: 'C1',
};

describe('proximoContexto', () => {
  it('a child in one tap brings that child’s year and class', () => {
    expect(proximoContexto(opcoes, lucas, { campo: 'codAluno', valor: 'M' })).toEqual({
      ...lucas,
      codTurma: '9B',
      codAluno: 'M',
    });
  });

  it('changing the company resets year, class and student to the first valid choice', () => {
    expect(proximoContexto(opcoes, lucas, { campo: 'codEmpresa', valor: '201' })).toEqual({
      codEmpresa: '201',
      anoLetivo: '',
      codTurma: '',
      codAluno: '',
      codcondomino: 'C1',
    });
    // No student there: the latest school year with classes open to the person, and its first class.
    expect(proximoContexto(opcoes, lucas, { campo: 'codEmpresa', valor: '102' })).toMatchObject({
      anoLetivo: '2026',
      codTurma: 'P1',
      codAluno: '',
    });
    const deVolta = proximoContexto(
      opcoes,
      { ...lucas, codEmpresa: '201', anoLetivo: '', codTurma: '', codAluno: '' },
      { campo: 'codEmpresa', valor: '101' },
    );
    expect(deVolta).toEqual(lucas);
  });

  it('a year or class keeps the student only when the student belongs there', () => {
    expect(proximoContexto(opcoes, lucas, { campo: 'anoLetivo', valor: '2025' })).toMatchObject({
      anoLetivo: '2025',
      codTurma: '',
      codAluno: '',
    });
    expect(proximoContexto(opcoes, lucas, { campo: 'codTurma', valor: '9B' })).toMatchObject({
      codTurma: '9B',
      codAluno: 'M',
    });
    expect(proximoContexto(opcoes, lucas, { campo: 'codTurma', valor: '' })).toMatchObject({ codAluno: '' });
    expect(proximoContexto(opcoes, lucas, { campo: 'codAluno', valor: '' })).toEqual({
      ...lucas,
      codAluno: '',
    });
    expect(proximoContexto(opcoes, lucas, { campo: 'codcondomino', valor: 'C2' })).toEqual({
      ...lucas,
      codcondomino: 'C2',
    });
  });

  it('from a valid context, any choice the switcher offers leads to a valid context', () => {
    const oferecidas: MudancaContexto[] = [
      ...opcoes.empresas.map((e) => ({ campo: 'codEmpresa' as const, valor: String(e.codempresa) })),
      ...opcoes.alunos.map((a) => ({ campo: 'codAluno' as const, valor: a.codaluno })),
      ...opcoes.condominios.map((c) => ({ campo: 'codcondomino' as const, valor: c.codcondomino })),
      { campo: 'codAluno', valor: '' },
      { campo: 'codcondomino', valor: '' },
    ];
    // Each step picks among what the switcher shows at that moment: the fixed choices, and the years and
    // classes of the company then chosen.
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 16 }), (indices) => {
        let atual = lucas;
        for (const i of indices) {
          const anos =
            opcoes.empresas.find((e) => String(e.codempresa) === atual.codEmpresa)?.lstanoletivo ?? [];
          const turmas = anos.find((a) => String(a.anoletivo) === atual.anoLetivo)?.turmas ?? [];
          const agora: MudancaContexto[] = [
            ...oferecidas,
            ...anos.map((a) => ({ campo: 'anoLetivo' as const, valor: String(a.anoletivo) })),
            ...turmas.map((t) => ({ campo: 'codTurma' as const, valor: t.codturma })),
          ];
          atual = proximoContexto(opcoes, atual, agora[i % agora.length] as MudancaContexto);
          expect(validarContexto(opcoes, atual), JSON.stringify(atual)).toEqual({});
        }
      }),
    );
  });
});
