import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portaLivre } from '../scripts/porta-livre.ts';
import {
  CONTAGEM_POR_NOME,
  conferirRespostas,
  conferirUmaLinhaPorChave,
  type Enviar,
  escreverDuranteQueda,
  type Resposta,
  reenviarRecusadas,
} from './escritas-na-queda.ts';
import { CPF, cadastroValido, senhaHashDemo } from './fixtures.ts';

const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));
/** "<version> <cluster>" of a PostgreSQL cluster this test may stop (CI makes one: .ci/run), and its URL. */
const CLUSTER = process.env.TEST_QUEDA_CLUSTER?.split(' ') ?? [];
const BASE = process.env.TEST_QUEDA_DATABASE_URL ?? '';

const pgCtlCluster = (acao: 'start' | 'stop') => [
  CLUSTER[0] ?? '',
  CLUSTER[1] ?? '',
  acao,
  ...(acao === 'stop' ? ['-m', 'immediate'] : []),
];
/** Asynchronous, so the writers keep sending while the cluster goes down. */
const cluster = (acao: 'start' | 'stop') => promisify(execFile)('pg_ctlcluster', pgCtlCluster(acao));

/**
 * The real thing: the API as a process on a real PostgreSQL cluster that crashes (`stop -m immediate`) and comes
 * back while writes are in flight. The process lives on, answers 503 in Portuguese meanwhile, 200 afterwards without
 * a restart, every write it acknowledged is in the database exactly once, and a refused write sent again with its
 * key goes through.
 */
describe.runIf(CLUSTER.length === 2 && BASE !== '')('PostgreSQL crashes under a running API process', () => {
  const nome = `portal_queda_${randomBytes(4).toString('hex')}`;
  // The suite's body is collected even when it is skipped: no URL to parse without the cluster.
  const url = new URL(BASE || 'postgres://127.0.0.1/indisponivel');
  url.pathname = `/${nome}`;
  let servidor: ChildProcess;
  let api = '';
  let stderr = '';

  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: BASE });
    await c.connect();
    await c.query(sql);
    await c.end();
  };

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${nome}`);
    const port = await portaLivre();
    api = `http://127.0.0.1:${port}`;
    servidor = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: url.toString(),
        JWT_SECRET: 'q'.repeat(32),
        API_SILENT: '1',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    servidor.stderr?.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    for (let i = 0; ; i++) {
      if (servidor.exitCode !== null) throw new Error(`servidor saiu: ${stderr}`);
      if (i > 600) throw new Error('servidor não respondeu');
      if (
        await fetch(`${api}/api/saude`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 90_000);

  afterAll(async () => {
    try {
      execFileSync('pg_ctlcluster', pgCtlCluster('start'), { stdio: 'ignore' });
    } catch {
      // already running
    }
    servidor?.kill('SIGTERM');
    await admin(`DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`).catch(() => {});
  });

  it('is alive through the crash: 503 during it, 200 after it, no acknowledged write lost or doubled', async () => {
    const login = await fetch(`${api}/api/V4`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ coddao: 16, parametros: ['W1', CPF.ana, await senhaHashDemo()] }),
    });
    const token = ((await login.json()) as { conteudo: { token: string } }).conteudo.token;
    const enviar: Enviar = async (chave) => {
      const inicio = Date.now();
      const res = await fetch(`${api}/api/V4`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': chave,
        },
        body: JSON.stringify({
          coddao: 94,
          parametros: ['W1'],
          conteudo: cadastroValido({ nome: `Pessoa ${chave}` }),
        }),
      });
      const corpo = (await res.json()) as { conteudo: { mensagem?: string } };
      const retryAfter = res.headers.get('retry-after');
      return {
        status: res.status,
        ...(corpo.conteudo.mensagem === undefined ? {} : { mensagem: corpo.conteudo.mensagem }),
        ...(retryAfter === null ? {} : { retryAfter }),
        ms: Date.now() - inicio,
      };
    };

    let saude: Resposta | undefined;
    const respostas = await escreverDuranteQueda(enviar, 'crash', async () => {
      // A burst widens the pool beyond what the writers keep busy: idle connections are there when the cluster
      // dies, and their 'error' event, unheard, would end the process.
      await Promise.all(
        Array.from({ length: 8 }, () => fetch(`${api}/api/saude`).then((r) => r.arrayBuffer())),
      );
      await cluster('stop');
      await new Promise((r) => setTimeout(r, 1500));
      expect(servidor.exitCode).toBeNull();
      const inicio = Date.now();
      const res = await fetch(`${api}/api/saude`);
      saude = {
        status: res.status,
        mensagem: ((await res.json()) as { conteudo: { mensagem: string } }).conteudo.mensagem,
        retryAfter: res.headers.get('retry-after') ?? '',
        ms: Date.now() - inicio,
      };
      await new Promise((r) => setTimeout(r, 1500));
      await cluster('start');
    });
    expect(saude?.status).toBe(503);
    conferirRespostas([...(saude ? [saude] : []), ...respostas.values()]);
    const recusadas = [...respostas.values()].filter((r) => r.status !== 200);
    expect(recusadas.length).toBeGreaterThan(0);
    // Each writer stopped at a 200 after the restart: the process reconnected by itself.
    expect([...respostas.values()].at(-1)?.status).toBe(200);

    const reenvios = await reenviarRecusadas(enviar, respostas);
    expect([...reenvios.values()].map((r) => r.status)).toEqual(recusadas.map(() => 200));
    expect(await fetch(`${api}/api/saude`).then((r) => r.json())).toEqual({ status: 'ok' });
    expect(servidor.exitCode).toBeNull();
    expect(stderr).not.toMatch(/Connection terminated unexpectedly|Unhandled|uncaught/i);

    const c = new pg.Client({ connectionString: url.toString() });
    await c.connect();
    const { rows } = await c.query<{ nome: string; n: number }>(CONTAGEM_POR_NOME);
    await c.end();
    conferirUmaLinhaPorChave(rows, respostas.keys());
  }, 120_000);
});
