import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { normalizeUsuario } from './normalize-usuario.ts';
import type { Usuario } from './tipos.ts';

describe('normalizeUsuario', () => {
  it('keeps every field of SPEC §3', () => {
    const aluno = { codaluno: 9, nome: 'João', extra: { x: 1 } };
    expect(
      normalizeUsuario({
        token: 'jwt-1',
        nompessoa: 'Maria Silva',
        sexo: 'F',
        cpf: '52998224725',
        foto: 'data:image/png;base64,AAA',
        lsttelefone: [{ ddd: '11', tel: '987654321' }],
        dtnascimento: '1990-05-01',
        codpessoa: 41,
        codturma: 'T1',
        email: 'maria@example.com',
        inscricao: '123',
        codpessoacondomino: '8',
        codempresaselecionada: -512,
        codcondomino: 'C9',
        credenciais: ['I', '2'],
        lstempresa: [{ codempresa: -512, nomempresa: 'Clínica Sol' }],
        lstcondomino: [{ codcondomino: 'C9', identificacao: 'A-101', nomcondominio: 'Residencial Sol' }],
        lstaluno: [aluno],
        anosletivos: '2025,2026',
        paramsistema: '-512;2026;T1;;C9',
        codprestador: 77,
      }),
    ).toEqual({
      token: 'jwt-1',
      nompessoa: 'Maria Silva',
      sexo: 'F',
      cpf: '52998224725',
      foto: 'data:image/png;base64,AAA',
      lsttelefone: [{ ddd: '11', tel: '987654321' }],
      dtnascimento: '1990-05-01',
      codpessoa: '41',
      codturma: 'T1',
      email: 'maria@example.com',
      inscricao: '123',
      codpessoacondomino: '8',
      codempresaselecionada: '-512',
      codcondomino: 'C9',
      credenciais: ['I', '2'],
      lstempresa: [
        { codempresa: -512, codprestador: '', inscricao: '', nomempresa: 'Clínica Sol', lstanoletivo: [] },
      ],
      lstcondomino: [{ codcondomino: 'C9', identificacao: 'A-101', nomcondominio: 'Residencial Sol' }],
      lstaluno: [aluno],
      anosletivos: '2025,2026',
      paramsistema: '-512;2026;T1;;C9',
      isMedico: true,
      codprestador: '77',
    });
  });

  it('leaves out scalars absent or equal to "0"', () => {
    const u = normalizeUsuario({
      nompessoa: 'Maria',
      codturma: '0',
      codpessoa: 0,
      codcondomino: '',
      email: null,
    });
    expect(u).toEqual({
      nompessoa: 'Maria',
      lsttelefone: [],
      credenciais: [],
      lstempresa: [],
      lstcondomino: [],
      lstaluno: [],
      isMedico: false,
    });
    expect('codturma' in u).toBe(false);
  });

  it('keeps anosletivos only when it is a string', () => {
    expect(normalizeUsuario({ anosletivos: [2025, 2026] }).anosletivos).toBeUndefined();
    expect(normalizeUsuario({ anosletivos: '' }).anosletivos).toBe('');
  });

  it('prefers a non-empty token argument over the record', () => {
    expect(normalizeUsuario({ token: 'velho' }, 'novo').token).toBe('novo');
    expect(normalizeUsuario({ token: 'velho' }, '').token).toBe('velho');
    expect(normalizeUsuario({}).token).toBeUndefined();
  });

  it('takes the birth date from the person details when needed', () => {
    expect(normalizeUsuario({ pessoa: { dtnascimento: '1980-01-02' } }).dtnascimento).toBe('1980-01-02');
  });

  it('derives isMedico from the selected company unless the server says', () => {
    expect(normalizeUsuario({ codempresaselecionada: -912 }).isMedico).toBe(false);
    expect(normalizeUsuario({ codempresaselecionada: '-512' }).isMedico).toBe(true);
    expect(normalizeUsuario({ codempresaselecionada: -512, isMedico: false }).isMedico).toBe(false);
    expect(normalizeUsuario({ isMedico: true }).isMedico).toBe(true);
  });

  it('reads credentials as a list of codes, or one string of codes', () => {
    expect(normalizeUsuario({ credenciais: ['I', 3, '', 'J'] }).credenciais).toEqual(['I', 'J']);
    expect(normalizeUsuario({ credenciais: 'IJ3' }).credenciais).toEqual(['I', 'J', '3']);
  });

  it('gives an empty user for missing input', () => {
    expect(normalizeUsuario(undefined)).toEqual({
      lsttelefone: [],
      credenciais: [],
      lstempresa: [],
      lstcondomino: [],
      lstaluno: [],
      isMedico: false,
    });
  });

  describe('properties', () => {
    it('never throws and never keeps a "0" scalar', () => {
      fc.assert(
        fc.property(
          fc.dictionary(fc.constantFrom('cpf', 'codpessoa', 'email', 'token', 'lstaluno'), fc.anything()),
          (raw) => {
            const u = normalizeUsuario(raw);
            return u.cpf !== '0' && u.codpessoa !== '0' && u.email !== '0' && Array.isArray(u.lstaluno);
          },
        ),
      );
    });
  });

  it('has a pinned type', () => {
    expectTypeOf(normalizeUsuario).returns.toEqualTypeOf<Usuario>();
  });
});
