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

  it('a company brings its first student with that student’s year and class, whatever the latest year', () => {
    const comAnterior: OpcoesContexto = {
      ...opcoes,
      alunos: [...opcoes.alunos, { codaluno: 'P', codempresa: 102, anoletivo: 2026, codturma: 'P1' }],
    };
    // 2027 is 102's latest year, but the person's student there is in 2026.
    expect(proximoContexto(comAnterior, lucas, { campo: 'codEmpresa', valor: '102' })).toEqual({
      ...lucas,
      codEmpresa: '102',
      anoLetivo: '2026',
      codTurma: 'P1',
      codAluno: 'P',
    });
    // The first student of the company, in the order the login lists them.
    expect(
      proximoContexto(
        opcoes,
        { ...lucas, codEmpresa: '201', codAluno: '' },
        { campo: 'codEmpresa', valor: '101' },
      ),
    ).toMatchObject({ codAluno: 'L', codTurma: '6A' });
  });

  it('a company whose years have no class open to the person gets its latest year and no class', () => {
    const semTurmas: OpcoesContexto = {
      ...opcoes,
      empresas: [
        {
          codempresa: 301,
          lstanoletivo: [
            { anoletivo: 2024, turmas: [] },
            { anoletivo: 2026, turmas: [] },
          ],
        },
      ],
    };
    expect(proximoContexto(semTurmas, lucas, { campo: 'codEmpresa', valor: '301' })).toEqual({
      ...lucas,
      codEmpresa: '301',
      anoLetivo: '2026',
      codTurma: '',
      codAluno: '',
    });
  });

  it('clearing the company clears its year, class and student and keeps the condominium', () => {
    expect(proximoContexto(opcoes, lucas, { campo: 'codEmpresa', valor: '' })).toEqual({
      codEmpresa: '',
      anoLetivo: '',
      codTurma: '',
      codAluno: '',
      codcondomino: 'C1',
    });
  });

  it('a student the person does not have only clears the student; a school year keeps a student who is there', () => {
    expect(proximoContexto(opcoes, lucas, { campo: 'codAluno', valor: 'X' })).toEqual({
      ...lucas,
      codAluno: '',
    });
    const mariana = proximoContexto(opcoes, lucas, { campo: 'codAluno', valor: 'M' });
    expect(proximoContexto(opcoes, mariana, { campo: 'anoLetivo', valor: '2026' })).toEqual(mariana);
    // Back to a year with a student: the first one there, with the class.
    const em2025 = proximoContexto(opcoes, lucas, { campo: 'anoLetivo', valor: '2025' });
    expect(proximoContexto(opcoes, em2025, { campo: 'anoLetivo', valor: '2026' })).toEqual(lucas);
  });

  it('never throws on lists the login left out', () => {
    const vazio: OpcoesContexto = { empresas: [], alunos: [], condominios: [] };
    for (const campo of ['codEmpresa', 'anoLetivo', 'codTurma', 'codAluno', 'codcondomino'] as const) {
      expect(() => proximoContexto(vazio, lucas, { campo, valor: 'qualquer' })).not.toThrow();
    }
    expect(proximoContexto(vazio, lucas, { campo: 'codEmpresa', valor: '101' })).toEqual({
      codEmpresa: '101',
      anoLetivo: '',
      codTurma: '',
      codAluno: '',
      codcondomino: 'C1',
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
