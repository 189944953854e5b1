import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCpf } from '../cpf/format-cpf.ts';
import { generateCpf } from '../cpf/generate-cpf.ts';
import { MENSAGENS } from '../mensagens.ts';
import { MENSAGENS_LOGIN, validarLogin } from './validar-login.ts';

describe('validarLogin', () => {
  it('says what is missing, user first', () => {
    expect(validarLogin('', '')).toEqual({
      campo: 'usuario',
      mensagem: MENSAGENS_LOGIN.informeUsuario,
      alerta: false,
    });
    expect(validarLogin('   ', 'x')).toMatchObject({ campo: 'usuario' });
    expect(validarLogin('529.982.247-25', '')).toEqual({
      campo: 'senha',
      mensagem: MENSAGENS_LOGIN.informeSenha,
      alerta: false,
    });
  });

  it("a CPF with wrong check digits gets SPEC's alert before any request", () => {
    expect(validarLogin('111.111.111-12', 'demo1234')).toEqual({
      campo: 'usuario',
      mensagem: MENSAGENS.cpfInvalido,
      alerta: true,
    });
    expect(validarLogin('529.982.247-24', 'x')?.mensagem).toBe(MENSAGENS.cpfInvalido);
  });

  it('an invalid CNPJ, an invalid e-mail and something that is neither', () => {
    expect(validarLogin('11.222.333/0001-80', 'x')?.mensagem).toBe(MENSAGENS_LOGIN.cnpjInvalido);
    expect(validarLogin('ana@', 'x')?.mensagem).toBe(MENSAGENS_LOGIN.emailInvalido);
    expect(validarLogin('12345', 'x')).toEqual({
      campo: 'usuario',
      mensagem: MENSAGENS_LOGIN.usuarioInvalido,
      alerta: false,
    });
  });

  it('lets valid CPFs, CNPJs and e-mails through', () => {
    expect(validarLogin('529.982.247-25', 'demo1234')).toBeNull();
    expect(validarLogin('52998224725', 'demo1234')).toBeNull();
    expect(validarLogin('11.222.333/0001-81', 'x')).toBeNull();
    expect(validarLogin('12.ABC.345/01DE-35', 'x')).toBeNull();
    expect(validarLogin('ana.souza@exemplo.com.br', 'x')).toBeNull();
    fc.assert(
      fc.property(fc.boolean(), (mascarado) => {
        const cpf = generateCpf();
        return validarLogin(mascarado ? formatCpf(cpf) : cpf, 's') === null;
      }),
    );
  });
});
