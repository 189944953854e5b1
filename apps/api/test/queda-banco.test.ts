import { MENSAGENS_API } from '@portal/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { rowsOf } from '../src/db/rows.ts';
import { seedDatabase } from '../src/db/seed/seed.ts';
import { PESSOA } from '../src/seed-data/index.ts';
import {
  CONTAGEM_POR_NOME,
  conferirRespostas,
  conferirUmaLinhaPorChave,
  type Enviar,
  escreverDuranteQueda,
  reenviarRecusadas,
} from './escritas-na-queda.ts';
import { CPF, cadastroValido, senhaHashDemo, v3Path } from './fixtures.ts';
import {
  createPostgresDatabase,
  demoTeste,
  PASSWORD_SECRET,
  REFERENCIA_TESTE,
  testSettings,
} from './helper.ts';
import { type ProxyTcp, proxyTcp } from './proxy-tcp.ts';

type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * The API outlives its database: while PostgreSQL cannot be reached, requests get 503 with a Portuguese message
 * (never a 500, never a hang, never a dead process), and it carries on by itself when the database is back,
 * having lost no write it acknowledged. The cut here is a TCP relay dropped and restored (every connection
 * reset, new ones refused); queda-postgres.test.ts stops a real cluster instead, where CI has one.
 */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('the database goes away and comes back', () => {
  let criado: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let proxy: ProxyTcp;
  let database: Database;
  let app: App;
  let token: string;
  let n = 0;

  beforeAll(async () => {
    criado = await createPostgresDatabase();
    const real = new URL(criado.url);
    proxy = await proxyTcp({ host: real.hostname, port: Number(real.port || 5432) });
    const url = new URL(criado.url);
    url.hostname = '127.0.0.1';
    url.port = String(proxy.porta);
    database = await openDatabase({ kind: 'postgres', url: url.toString() }, async (db) => {
      await seedDatabase(db, PASSWORD_SECRET, REFERENCIA_TESTE);
    });
    app = await buildApp({ settings: testSettings(), database });
    const login = await app.inject({
      method: 'POST',
      url: '/api/V4',
      payload: { coddao: 16, parametros: ['W1', CPF.ana, await senhaHashDemo()] },
    });
    token = login.json().conteudo.token;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.fechar();
    await criado?.drop();
  });

  const cadastrar = async (chave = `queda-${++n}`) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/V4',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': chave },
      payload: { coddao: 94, parametros: ['W1'], conteudo: cadastroValido({ nome: `Pessoa ${chave}` }) },
    });
    return { chave, res };
  };

  it('503 in Portuguese during the outage, 200 again afterwards, and every acknowledged write kept', async () => {
    const tokenBruno = (
      await app.inject({
        method: 'POST',
        url: '/api/V4',
        payload: { coddao: 16, parametros: ['W1', CPF.bruno, await senhaHashDemo()] },
      })
    ).json().conteudo.token;
    const contracheque = demoTeste.contracheques.find((c) => c.codpessoa === PESSOA.bruno);
    const documento = await v3Path('contracheque', [PESSOA.bruno, contracheque?.codcontracheque ?? 0]);
    const lido = await app.inject({
      method: 'GET',
      url: documento,
      headers: { authorization: `Bearer ${tokenBruno}` },
    });
    expect(lido.statusCode).toBe(200);
    const aceitos: string[] = [];
    for (let i = 0; i < 5; i++) {
      const { chave, res } = await cadastrar();
      expect(res.statusCode).toBe(200);
      aceitos.push(chave);
    }

    await proxy.cortar();
    for (let i = 0; i < 3; i++) {
      const inicio = Date.now();
      const { res } = await cadastrar();
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual({
        codstatus: 503,
        conteudo: { mensagem: MENSAGENS_API.servicoIndisponivel },
      });
      expect(res.headers['retry-after']).toBe('5');
      expect(Date.now() - inicio).toBeLessThan(8000);
    }
    const saude = await app.inject({ method: 'GET', url: '/api/saude' });
    expect(saude.statusCode).toBe(503);
    expect(saude.headers['retry-after']).toBe('5');
    expect(saude.json().conteudo.mensagem).toBe(MENSAGENS_API.servicoIndisponivel);
    // A V3 document is read from the database too: the same 503, not a 500.
    const v3 = await app.inject({
      method: 'GET',
      url: documento,
      headers: { authorization: `Bearer ${tokenBruno}` },
    });
    expect(v3.statusCode, v3.body).toBe(503);
    expect(v3.json().conteudo.mensagem).toBe(MENSAGENS_API.servicoIndisponivel);

    await proxy.religar();
    const limite = Date.now() + 15_000;
    let status = 0;
    while (status !== 200 && Date.now() < limite) {
      const { chave, res } = await cadastrar();
      status = res.statusCode;
      if (status === 200) aceitos.push(chave);
      else await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/saude' })).json()).toEqual({ status: 'ok' });

    const nomes = rowsOf<{ nome: string }>(
      await database.db.execute(sql`SELECT dados->>'nome' AS nome FROM cadastro_pessoa`),
    ).map((r) => r.nome);
    for (const chave of aceitos) expect(nomes).toContain(`Pessoa ${chave}`);
  }, 60_000);

  it('writes in flight when the connection drops: 200 or 503, and a refused key sent again is done once', async () => {
    const enviar: Enviar = async (chave) => {
      const inicio = Date.now();
      const { res } = await cadastrar(chave);
      const retryAfter = res.headers['retry-after'];
      return {
        status: res.statusCode,
        mensagem: res.json().conteudo?.mensagem,
        ...(retryAfter === undefined ? {} : { retryAfter: String(retryAfter) }),
        ms: Date.now() - inicio,
      };
    };
    const respostas = await escreverDuranteQueda(enviar, 'voo', async () => {
      await proxy.cortar();
      await new Promise((r) => setTimeout(r, 1000));
      await proxy.religar();
    });
    conferirRespostas(respostas.values());
    const recusadas = [...respostas.values()].filter((r) => r.status !== 200);
    expect(recusadas.length).toBeGreaterThan(0);

    const reenvios = await reenviarRecusadas(enviar, respostas);
    expect([...reenvios.values()].map((r) => r.status)).toEqual(recusadas.map(() => 200));

    const linhas = rowsOf<{ nome: string; n: number }>(await database.db.execute(sql.raw(CONTAGEM_POR_NOME)));
    conferirUmaLinhaPorChave(linhas, respostas.keys());
  }, 90_000);
});
