import { hashPassword } from '@portal/core';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { DEMO_SENHA } from '../src/seed-data/index.ts';
import { freshDatabase, PASSWORD_SECRET, testSettings } from './helper.ts';

/** A promise settled from outside: the database's opening, as the test decides. */
function abertura() {
  let abrir!: () => void;
  let falhar!: (erro: Error) => void;
  const promessa = new Promise<void>((ok, falha) => {
    abrir = ok;
    falhar = falha;
  });
  return { promessa, abrir, falhar };
}

/** Whether `promessa` has settled after the event loop has had a few turns to settle it. */
async function resolvida(promessa: Promise<unknown>): Promise<boolean> {
  let pronta = false;
  void promessa.then(
    () => {
      pronta = true;
    },
    () => {
      pronta = true;
    },
  );
  for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
  return pronta;
}

/**
 * Issue 12: the server listens while its database opens (iniciar-servidor.ts). The app's files and its settings
 * are served at once; whatever reads or writes the database waits for it, and is answered once it is open.
 */
describe('an app whose database is still opening', () => {
  const fechar: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const f of fechar.splice(0)) await f();
  });

  async function montar() {
    const database = await freshDatabase();
    const banco = abertura();
    const app = await buildApp({
      settings: testSettings(),
      database,
      bancoAbrindo: banco.promessa,
      ownsDatabase: true,
    });
    fechar.push(() => app.close());
    return { app, banco };
  }

  it('answers /config.json at once and holds a login and the health check until the database opens', async () => {
    const { app, banco } = await montar();
    const config = await app.inject({ method: 'GET', url: '/config.json' });
    expect(config.statusCode).toBe(200);
    expect(config.json()).toMatchObject({ apiBase: '/api' });

    const saude = app.inject({ method: 'GET', url: '/api/saude' });
    const login = app.inject({
      method: 'POST',
      url: '/api/V4',
      headers: { 'content-type': 'application/json' },
      payload: {
        coddao: 16,
        parametros: ['W1', '52998224725', await hashPassword(DEMO_SENHA, PASSWORD_SECRET)],
      },
    });
    expect(await resolvida(saude)).toBe(false);
    expect(await resolvida(login)).toBe(false);

    banco.abrir();
    expect((await saude).statusCode).toBe(200);
    const resposta = await login;
    expect(resposta.statusCode).toBe(200);
    expect(resposta.json().conteudo.token).toEqual(expect.any(String));
    await app.bancoPronto;
  });

  it('when the database cannot open, answers those requests with an error and says so through bancoPronto', async () => {
    const { app, banco } = await montar();
    const saude = app.inject({ method: 'GET', url: '/api/saude' });
    banco.falhar(new Error('o banco não abriu'));
    expect((await saude).statusCode).toBeGreaterThanOrEqual(500);
    await expect(app.bancoPronto).rejects.toThrow('o banco não abriu');
    expect((await app.inject({ method: 'GET', url: '/config.json' })).statusCode).toBe(200);
  });

  it('closed while a request waits, answers it with Connection: close, so the close does not wait on keep-alive', async () => {
    const { app, banco } = await montar();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const saude = fetch(`http://127.0.0.1:${port}/api/saude`);
    // Until the request is in, held by the hook (a request arriving once closing began gets Fastify's 503).
    const conexoes = () => new Promise<number>((r) => app.server.getConnections((_e, n) => r(n)));
    while ((await conexoes()) === 0) await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, 100));
    expect(await resolvida(saude)).toBe(false);
    const fechou = app.close();
    banco.abrir();
    const resposta = await saude;
    expect(resposta.status).toBe(200);
    expect(resposta.headers.get('connection')).toBe('close');
    const inicio = performance.now();
    await fechou;
    // Fastify's keepAliveTimeout is 72 s: a connection left open would hold the close that long.
    expect(performance.now() - inicio).toBeLessThan(5_000);
  });
});
