import { hashPassword } from '@portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { DEMO_SENHA } from '../src/seed-data/index.ts';
import { CPF } from './fixtures.ts';
import { databaseKinds, freshDatabase, PASSWORD_SECRET, testSettings } from './helper.ts';

type App = Awaited<ReturnType<typeof buildApp>>;

async function tentar(app: App, usuario: string, senha: string, ip = '127.0.0.1') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/V4',
    remoteAddress: ip,
    payload: { coddao: 16, parametros: ['W1', usuario, await hashPassword(senha, PASSWORD_SECRET)] },
  });
  return { status: res.statusCode, retryAfter: res.headers['retry-after'] };
}

const contar = (statuses: number[], s: number) => statuses.filter((x) => x === s).length;

/**
 * Five wrong passwords per person, whatever identifier was typed, and 30 per client address, counted in the
 * database before the password is verified: so under any concurrency, and across API processes.
 */
describe.each(databaseKinds())('brute force on %s', (kind) => {
  let database: Database;
  let apps: App[];
  const jwtSecret = new Uint8Array(32).fill(3);

  beforeAll(async () => {
    database = await freshDatabase(kind);
    // Two app instances on one database stand for two API processes (each with its own memory).
    apps = await Promise.all([1, 2].map(() => buildApp({ settings: testSettings({ jwtSecret }), database })));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  it('50 concurrent wrong guesses at one account, through two instances: exactly 5 are checked', async () => {
    const statuses = (
      await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          tentar(apps[i % 2] as App, CPF.ana, `errada-${i}`, `10.1.0.${i}`),
        ),
      )
    ).map((r) => r.status);
    expect(contar(statuses, 401)).toBe(5);
    expect(contar(statuses, 429)).toBe(45);
  });

  it('the person stays locked whatever identifier is typed, even with the right password, and says how long', async () => {
    for (const usuario of [CPF.ana, '52998224725', 'Ana.Souza@Exemplo.com.br']) {
      const r = await tentar(apps[1] as App, usuario, DEMO_SENHA, '10.1.1.1');
      expect(r.status).toBe(429);
      expect(Number(r.retryAfter)).toBeGreaterThan(800);
    }
  });

  it('a locked CPF leaves no fresh guesses on the same person’s e-mail', async () => {
    for (let i = 0; i < 5; i++)
      expect((await tentar(apps[0] as App, CPF.bruno, 'errada', '10.2.0.1')).status).toBe(401);
    const pessoa = await database.db.query.pessoa.findFirst({
      where: (p, { eq }) => eq(p.cpf, '39053344705'),
    });
    expect(pessoa?.email).toBeTruthy();
    expect((await tentar(apps[1] as App, pessoa?.email ?? '', 'errada', '10.2.0.2')).status).toBe(429);
  });

  it('a right password before the limit starts the person afresh', async () => {
    for (let i = 0; i < 4; i++)
      expect((await tentar(apps[0] as App, CPF.carla, 'errada', '10.3.0.1')).status).toBe(401);
    expect((await tentar(apps[1] as App, CPF.carla, DEMO_SENHA, '10.3.0.1')).status).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await tentar(apps[0] as App, CPF.carla, 'errada', '10.3.0.2')).status).toBe(401);
    expect((await tentar(apps[0] as App, CPF.carla, DEMO_SENHA, '10.3.0.2')).status).toBe(429);
  });

  it('30 wrong passwords from one address, over many identifiers, then that address waits; others do not', async () => {
    const statuses = (
      await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          tentar(apps[i % 2] as App, `ninguem${i}@exemplo.com`, 'x', '10.9.9.9'),
        ),
      )
    ).map((r) => r.status);
    expect(contar(statuses, 401)).toBe(30);
    expect(contar(statuses, 429)).toBe(10);
    expect((await tentar(apps[0] as App, CPF.daniel, DEMO_SENHA, '10.9.9.9')).status).toBe(429);
    expect((await tentar(apps[0] as App, CPF.daniel, DEMO_SENHA, '10.9.9.8')).status).toBe(200);
  });
});
