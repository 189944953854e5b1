import { hashPassword } from '@portal/core';
import { describe, expect, it } from 'vitest';
import { PESSOA } from '../src/seed-data/index.ts';
import { CPF, cadastroValido, v3Path } from './fixtures.ts';
import { appComLogs, demoTeste, PASSWORD_SECRET } from './helper.ts';

/** The dated demo as this run's database holds it. */
const { contracheques } = demoTeste;

describe('logs', () => {
  it('never contain passwords, password hashes, tokens or document hashes', async () => {
    const { app, database, logs } = await appComLogs();
    const senha = await hashPassword('demo1234', PASSWORD_SECRET);
    const login = await app.inject({
      method: 'POST',
      url: '/api/V4',
      payload: { coddao: 16, parametros: ['W1', CPF.bruno, senha] },
    });
    const token = login.json().conteudo.token as string;
    const c = contracheques.find((x) => x.codpessoa === PESSOA.bruno);
    const path = await v3Path('contracheque', [PESSOA.bruno, c?.codcontracheque ?? 0]);
    await app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}` } });
    await app.inject({
      method: 'POST',
      url: '/api/V4',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'log-1' },
      payload: { coddao: 94, parametros: ['W1'], conteudo: cadastroValido() },
    });
    await database.close();
    await app.inject({
      method: 'POST',
      url: '/api/V4',
      headers: { authorization: `Bearer ${token}` },
      payload: { coddao: 200, parametros: ['W1'] },
    });
    await app.close();

    expect(logs()).toContain('"url":"/api/V3/contracheque/');
    expect(logs()).toContain('erro inesperado');
    const hash = path.split('/').pop() ?? '';
    for (const segredo of [senha, token, hash, 'demo1234', '390.533.447-05'])
      expect(logs()).not.toContain(segredo);
  });
});
