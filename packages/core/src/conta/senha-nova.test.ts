import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  forcaDaSenha,
  MENSAGENS_SENHA,
  problemaNaSenha,
  ROTULOS_FORCA,
  SENHA_MINIMO,
  SENHAS_COMUNS,
  senhasPessoais,
} from './senha-nova.ts';

const ANA = { cpf: '529.982.247-25', dtnascimento: '08/05/1986' };

describe('problemaNaSenha', () => {
  it('asks for a password when there is none', () => {
    expect(problemaNaSenha('')).toBe(MENSAGENS_SENHA.obrigatoria);
    expect(problemaNaSenha(undefined as unknown as string)).toBe(MENSAGENS_SENHA.obrigatoria);
  });

  it('refuses fewer than 8 characters, counting characters rather than UTF-16 units', () => {
    expect(problemaNaSenha('Ab1!xyz')).toBe(MENSAGENS_SENHA.curta);
    expect(problemaNaSenha('😀😀😀😀😀😀😀')).toBe(MENSAGENS_SENHA.curta);
    expect(problemaNaSenha('Ab1!xyzw')).toBeNull();
  });

  it('refuses the common passwords whatever their case', () => {
    for (const s of ['12345678', 'senha123', 'Brasil123', 'FLAMENGO'])
      expect(problemaNaSenha(s)).toBe(MENSAGENS_SENHA.comum);
    expect(SENHAS_COMUNS.every((s) => s.length >= SENHA_MINIMO)).toBe(true);
  });

  it("refuses the person's CPF and birth date in their usual forms", () => {
    for (const s of ['52998224725', '08051986', '08/05/1986', '1986-05-08', '19860508'])
      expect(problemaNaSenha(s, ANA), s).toBe(MENSAGENS_SENHA.pessoal);
    expect(problemaNaSenha('52998224725', {})).toBeNull();
    expect(problemaNaSenha('11222333000181', { cnpj: '11.222.333/0001-81' })).toBe(MENSAGENS_SENHA.pessoal);
  });

  it('accepts any long enough password that is neither common nor personal', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 8, maxLength: 40 }), (s) => {
        fc.pre(
          [...s].length >= 8 && !SENHAS_COMUNS.includes(s.toLowerCase()) && !senhasPessoais(ANA).includes(s),
        );
        expect(problemaNaSenha(s, ANA)).toBeNull();
      }),
    );
  });
});

describe('forcaDaSenha', () => {
  it('rates from 0 to 4 and each step has a Portuguese label', () => {
    expect(forcaDaSenha('')).toBe(0);
    expect(forcaDaSenha('senha123')).toBe(0);
    expect(forcaDaSenha('aaaaaaaaaaaa')).toBe(0);
    expect(forcaDaSenha('abc')).toBeLessThanOrEqual(1);
    expect(forcaDaSenha('correto cavalo')).toBeGreaterThanOrEqual(2);
    expect(forcaDaSenha('Correto-Cavalo-Bateria-9')).toBe(4);
    expect(ROTULOS_FORCA).toHaveLength(5);
  });

  it('never falls when a character is added to a password of one kind', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{9,30}$/), (s) => {
        fc.pre(!SENHAS_COMUNS.includes(s) && !/^(.)\1*$/.test(s));
        const mais = `${s}q`;
        fc.pre(!/^(.)\1*$/.test(mais));
        expect(forcaDaSenha(mais)).toBeGreaterThanOrEqual(forcaDaSenha(s));
      }),
    );
  });

  it('a short password is never rated above "Fraca"', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 7 }), (s) => {
        expect(forcaDaSenha(s)).toBeLessThanOrEqual(1);
      }),
    );
  });
});
