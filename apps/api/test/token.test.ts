import { MENSAGENS } from '@portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CPF } from './fixtures.ts';
import { buildTestApp, type TestApp } from './helper.ts';

describe('token lifetime', () => {
  let t: TestApp;
  let agora = new Date('2026-11-01T12:00:00Z').getTime();
  beforeAll(async () => {
    t = await buildTestApp({ settings: { tokenTtlSeconds: 600 }, now: () => new Date(agora) });
  });
  afterAll(() => t.close());

  it('renews the token in the Authorization header only past half its life, then refuses it once expired', async () => {
    const token = await t.login(CPF.daniel);
    const cedo = await t.callV4(211, ['W1'], { token });
    expect(cedo.status).toBe(200);
    expect(cedo.headers.authorization).toBeUndefined();

    agora += 301_000;
    const meiaVida = await t.callV4(211, ['W1'], { token });
    expect(meiaVida.status).toBe(200);
    const renovado = String(meiaVida.headers.authorization);
    expect(renovado).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);

    agora += 300_000;
    const expirado = await t.callV4(211, ['W1'], { token });
    expect(expirado.status).toBe(401);
    expect(expirado.body.conteudo.mensagem).toBe(MENSAGENS.tokenInvalido);
    const comNovo = await t.callV4(211, ['W1'], { token: renovado.slice('Bearer '.length) });
    expect(comNovo.status).toBe(200);
  });

  it('the token of coddao 4 carries the saved parameters, and the next login returns them', async () => {
    const token = await t.login(CPF.admin);
    // Tiago's school year and class: the administrator's own student (issue 10: only choices one really has).
    const salvo = await t.callV4(4, ['W1', '101', '2026', '2613', 'A10240', ''], { token });
    expect(salvo.status).toBe(200);
    expect(typeof salvo.body.conteudo).toBe('string');
    const login = await t.callV4(16, [
      'W1',
      CPF.admin,
      await import('@portal/core').then((c) => c.hashPassword('demo1234', 'portal-senha')),
    ]);
    expect(login.body.conteudo.paramsistema).toBe('101;2026;2613;A10240;');
    expect(login.body.conteudo.usuario.paramsistema).toBe('101;2026;2613;A10240;');
  });
});
