import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { MENSAGENS_API } from '@portal/core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portaLivre } from '../bench/processos.ts';
import { CPF, cadastroValido, senhaHashDemo } from './fixtures.ts';

const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));
/** "<version> <cluster>" of a PostgreSQL cluster this test may stop (CI makes one: .ci/run), and its URL. */
const CLUSTER = process.env.TEST_QUEDA_CLUSTER?.split(' ') ?? [];
const BASE = process.env.TEST_QUEDA_DATABASE_URL ?? '';

const cluster = (acao: 'start' | 'stop') =>
  execFileSync(
    'pg_ctlcluster',
    [CLUSTER[0] ?? '', CLUSTER[1] ?? '', acao, ...(acao === 'stop' ? ['-m', 'immediate'] : [])],
    {
      stdio: 'ignore',
    },
  );

/**
 * The real thing: the API as a process on a real PostgreSQL cluster that crashes (`stop -m immediate`) and comes
 * back. The process lives on, answers 503 in Portuguese meanwhile, 200 afterwards without a restart, and every
 * write it acknowledged is in the database.
 */
describe.runIf(CLUSTER.length === 2 && BASE !== '')('PostgreSQL crashes under a running API process', () => {
  const nome = `portal_queda_${randomBytes(4).toString('hex')}`;
  const url = new URL(BASE);
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
      cluster('start');
    } catch {
      // already running
    }
    servidor?.kill('SIGTERM');
    await admin(`DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`).catch(() => {});
  });

  it('is alive through the crash: 503 during it, 200 after it, no acknowledged write lost', async () => {
    const login = await fetch(`${api}/api/V4`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ coddao: 16, parametros: ['W1', CPF.ana, await senhaHashDemo()] }),
    });
    const token = ((await login.json()) as { conteudo: { token: string } }).conteudo.token;
    let n = 0;
    const cadastrar = async () => {
      const chave = `crash-${++n}`;
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
      return { chave, status: res.status, mensagem: corpo.conteudo.mensagem, ms: Date.now() - inicio };
    };

    const aceitos: string[] = [];
    const durante: Awaited<ReturnType<typeof cadastrar>>[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await cadastrar();
      expect(r.status).toBe(200);
      aceitos.push(r.chave);
    }

    cluster('stop');
    const fimDaQueda = Date.now() + 3000;
    while (Date.now() < fimDaQueda) {
      const r = await cadastrar();
      durante.push(r);
      if (r.status === 200) aceitos.push(r.chave);
      await new Promise((res) => setTimeout(res, 100));
    }
    expect(servidor.exitCode).toBeNull();
    const recusas = durante.filter((r) => r.status !== 200);
    expect(recusas.length).toBeGreaterThan(0);
    for (const r of recusas) {
      expect(r.status).toBe(503);
      expect(r.mensagem).toBe(MENSAGENS_API.servicoIndisponivel);
      expect(r.ms).toBeLessThan(8000);
    }

    cluster('start');
    const limite = Date.now() + 30_000;
    let depois = await cadastrar();
    while (depois.status !== 200 && Date.now() < limite) {
      await new Promise((res) => setTimeout(res, 250));
      depois = await cadastrar();
    }
    expect(depois.status).toBe(200);
    aceitos.push(depois.chave);
    expect(servidor.exitCode).toBeNull();
    expect(stderr).not.toMatch(/Connection terminated unexpectedly|Unhandled|uncaught/i);

    const c = new pg.Client({ connectionString: url.toString() });
    await c.connect();
    const { rows } = await c.query<{ nome: string }>(`SELECT dados->>'nome' AS nome FROM cadastro_pessoa`);
    await c.end();
    const nomes = rows.map((r) => r.nome);
    for (const chave of aceitos) expect(nomes).toContain(`Pessoa ${chave}`);
  }, 120_000);
});
