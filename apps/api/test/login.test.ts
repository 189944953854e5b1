import { hashPassword, loginResultado, MENSAGENS_API } from '@portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pessoas } from '../src/seed-data/index.ts';
import { buildTestApp, PASSWORD_SECRET, type TestApp } from './helper.ts';

describe('coddao 16 — login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      settings: { loginLimits: { porUsuario: 3, porEndereco: 1000, janelaMs: 60_000 } },
    });
  });
  afterAll(() => t.close());

  it('an account with no password yet (first access pending) is not logged in by any password', async () => {
    const semSenha = pessoas.filter((p) => p.semSenha);
    expect(semSenha.length).toBeGreaterThan(0);
    for (const p of semSenha) {
      const r = await t.callV4(16, ['W1', p.cpf, await hashPassword('demo1234', 'portal-senha')]);
      expect(r.status, p.nompessoa).toBe(401);
    }
  });

  it.each(pessoas.filter((p) => !p.semSenha).map((p) => [p.nompessoa, p.cpf]))(
    'logs in %s by CPF',
    async (_nome, cpf) => {
      const res = await t.callV4(16, ['W1', cpf, await hashPassword('demo1234', PASSWORD_SECRET)]);
      expect(res.status).toBe(200);
      expect(res.body.codstatus).toBe(200);
      const resultado = loginResultado.parse(res.body.conteudo);
      expect(resultado.usuario.cpf).toBe(cpf);
      expect(resultado.menus.length).toBeGreaterThan(0);
      const recados = await t.callV4(200, ['W1', 1, 20], { token: resultado.token });
      expect(recados.status).toBe(200);
      expect(recados.body.conteudo.total).toBeGreaterThan(0);
    },
  );

  it('accepts a formatted CPF and the e-mail, case-insensitively', async () => {
    const ana = pessoas[0];
    if (!ana) throw new Error('seed sem pessoas');
    const senha = await hashPassword('demo1234', PASSWORD_SECRET);
    expect((await t.callV4(16, ['W1', '529.982.247-25', senha])).status).toBe(200);
    expect((await t.callV4(16, ['W1', ana.email.toUpperCase(), senha])).status).toBe(200);
  });

  it('answers the same 401 message for an unknown user and for a wrong password', async () => {
    const errada = await hashPassword('outra-senha', PASSWORD_SECRET);
    const certa = await hashPassword('demo1234', PASSWORD_SECRET);
    const senhaErrada = await t.callV4(16, ['W1', '390.533.447-05', errada]);
    const usuarioDesconhecido = await t.callV4(16, ['W1', '000.000.001-91', certa]);
    expect(senhaErrada.status).toBe(401);
    expect(usuarioDesconhecido.status).toBe(401);
    expect(senhaErrada.body).toEqual({ codstatus: 401, conteudo: { mensagem: MENSAGENS_API.loginRecusado } });
    expect(usuarioDesconhecido.body).toEqual(senhaErrada.body);
  });

  it('answers 429 after repeated failures for one user, even with the right password', async () => {
    const errada = await hashPassword('errada', PASSWORD_SECRET);
    for (let i = 0; i < 3; i++)
      expect((await t.callV4(16, ['W1', '714.602.380-01', errada])).status).toBe(401);
    const bloqueado = await t.callV4(16, [
      'W1',
      '714.602.380-01',
      await hashPassword('demo1234', PASSWORD_SECRET),
    ]);
    expect(bloqueado.status).toBe(429);
    expect(bloqueado.body.conteudo.mensagem).toBe(MENSAGENS_API.muitasTentativas);
    expect(Number(bloqueado.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('rejects a malformed passwordHash with 400 and the offending field', async () => {
    const res = await t.callV4(16, ['W1', '529.982.247-25', 'demo1234']);
    expect(res.status).toBe(400);
    expect(res.body.conteudo.campos).toHaveProperty(['parametros.2']);
  });
});
