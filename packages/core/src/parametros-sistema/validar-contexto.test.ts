import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MENSAGENS_API } from '../contracts/mensagens-api.ts';
import type { ParamsSistema } from './params-sistema.ts';
import { type OpcoesContexto, validarContexto } from './validar-contexto.ts';

const opcoes: OpcoesContexto = {
  empresas: [
    {
      codempresa: 101,
      lstanoletivo: [
        { anoletivo: 2025, turmas: [] },
        { anoletivo: 2026, turmas: [{ codturma: '6A' }, { codturma: '8B' }] },
      ],
    },
    { codempresa: 201, lstanoletivo: [] },
  ],
  alunos: [
    { codaluno: 'L', codempresa: 101, anoletivo: 2026, codturma: '6A' },
    { codaluno: 'M', codempresa: 101, anoletivo: 2026, codturma: '8B' },
    { codaluno: 'X' },
  ],
  condominios: [{ codcondomino: 'C1' }, { codcondomino: 'C2' }],
};

const vazio: ParamsSistema = { codEmpresa: '', anoLetivo: '', codTurma: '', codAluno: '', codcondomino: '' };
const p = (parcial: Partial<ParamsSistema>): ParamsSistema => ({ ...vazio, ...parcial });

describe('validarContexto', () => {
  it('accepts what the person has, and empty slots', () => {
    expect(validarContexto(opcoes, vazio)).toEqual({});
    expect(
      validarContexto(opcoes, p({ codEmpresa: '101', anoLetivo: '2026', codTurma: '8B', codAluno: 'M' })),
    ).toEqual({});
    expect(validarContexto(opcoes, p({ codEmpresa: '201', codcondomino: 'C2' }))).toEqual({});
    expect(validarContexto(opcoes, p({ codAluno: 'X', codEmpresa: '201' }))).toEqual({});
  });

  it('names each field the person cannot choose', () => {
    expect(validarContexto(opcoes, p({ codEmpresa: '999' }))).toEqual({
      'parametros.1': MENSAGENS_API.contextoEmpresa,
    });
    expect(validarContexto(opcoes, p({ codEmpresa: '201', anoLetivo: '2026' }))).toEqual({
      'parametros.2': MENSAGENS_API.contextoAnoLetivo,
    });
    expect(validarContexto(opcoes, p({ codEmpresa: '101', anoLetivo: '2025', codTurma: '6A' }))).toEqual({
      'parametros.3': MENSAGENS_API.contextoTurma,
    });
    expect(validarContexto(opcoes, p({ codTurma: '9Z' }))).toEqual({
      'parametros.3': MENSAGENS_API.contextoTurma,
    });
    expect(validarContexto(opcoes, p({ codAluno: 'Z' }))).toEqual({
      'parametros.4': MENSAGENS_API.contextoAluno,
    });
    expect(validarContexto(opcoes, p({ codEmpresa: '201', codAluno: 'L' }))).toEqual({
      'parametros.4': MENSAGENS_API.contextoAluno,
    });
    expect(validarContexto(opcoes, p({ codcondomino: 'C9' }))).toEqual({
      'parametros.5': MENSAGENS_API.contextoCondominio,
    });
  });

  it('a class of another company is refused even when the year matches', () => {
    const duas: OpcoesContexto = {
      ...opcoes,
      empresas: [
        ...opcoes.empresas,
        { codempresa: 301, lstanoletivo: [{ anoletivo: 2026, turmas: [{ codturma: 'Q' }] }] },
      ],
    };
    expect(validarContexto(duas, p({ codEmpresa: '101', anoLetivo: '2026', codTurma: 'Q' }))).toEqual({
      'parametros.3': MENSAGENS_API.contextoTurma,
    });
  });

  it('a person with nothing may only leave every slot empty', () => {
    const nada: OpcoesContexto = { empresas: [], alunos: [], condominios: [] };
    fc.assert(
      fc.property(
        fc.record({
          codEmpresa: fc.string(),
          anoLetivo: fc.string(),
          codTurma: fc.string(),
          codAluno: fc.string(),
          codcondomino: fc.string(),
        }),
        (params) => {
          const erros = validarContexto(nada, params);
          const preenchidos = Object.values(params).filter((v) => v !== '').length;
          return preenchidos === 0 ? Object.keys(erros).length === 0 : Object.keys(erros).length > 0;
        },
      ),
    );
  });
});
