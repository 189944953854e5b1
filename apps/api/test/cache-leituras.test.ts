import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { CPF, senhaHashDemo } from './fixtures.ts';
import { databaseKinds, freshDatabase, testSettings } from './helper.ts';

type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * Hot reads are answered from memory (http/cache-leituras.ts): never to another person or context, and never
 * after a write to what they show — in this process at once, in the others (PostgreSQL) within a second.
 */
describe.each(databaseKinds())('cached reads (%s)', (kind) => {
  let database: Database;
  let a: App;
  let b: App;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    const settings = testSettings({ jwtSecret: new Uint8Array(32).fill(4) });
    a = await buildApp({ settings, database });
    b = kind === 'postgres' ? await buildApp({ settings, database }) : a;
  });
  afterAll(async () => {
    await a.close();
    if (b !== a) await b.close();
    await database.close();
  });

  let n = 0;
  const v4 = async (app: App, coddao: number, parametros: unknown[], token?: string) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/V4',
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          'idempotency-key': `cache-${++n}`,
        },
        payload: { coddao, parametros },
      })
    ).json();
  const entrar = async (cpf: string) =>
    (await v4(a, 16, ['W1', cpf, await senhaHashDemo()])).conteudo.token as string;
  type Item = { codrecado: number; lido: boolean };
  const recados = async (app: App, token: string) =>
    (await v4(app, 200, ['W1', 1, 50], token)).conteudo.itens as Item[];

  it('a person’s page is theirs alone: the same parameters answer each person their own list', async () => {
    const [ana, carla] = [await entrar(CPF.ana), await entrar(CPF.carla)];
    const deAna = await recados(a, ana);
    const deCarla = await recados(a, carla);
    expect(await recados(a, ana)).toEqual(deAna);
    expect(deCarla.map((r) => r.codrecado)).not.toEqual(deAna.map((r) => r.codrecado));
  });

  it('reading an announcement shows it read on the next list, on this instance and the other', async () => {
    const token = await entrar(CPF.bruno);
    const antes = await recados(b, token); // cached on B
    const naoLido = antes.find((r) => !r.lido);
    expect(naoLido).toBeDefined();
    await v4(a, 201, ['W1', naoLido?.codrecado], token);
    expect((await recados(a, token)).find((r) => r.codrecado === naoLido?.codrecado)?.lido).toBe(true);

    const inicio = Date.now();
    let lido = false;
    while (!lido && Date.now() - inicio < 1000) {
      lido = (await recados(b, token)).find((r) => r.codrecado === naoLido?.codrecado)?.lido ?? false;
      if (!lido) await new Promise((r) => setTimeout(r, 20));
    }
    expect(lido).toBe(true);
  });
});
