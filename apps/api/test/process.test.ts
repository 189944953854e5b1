import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { hashPassword } from '@portal/core';
import { afterAll, describe, expect, it } from 'vitest';
import { portaLivre } from '../scripts/porta-livre.ts';
import { CPF, cadastroValido } from './fixtures.ts';

const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));

interface Servidor {
  child: ChildProcess;
  url: string;
  stderr: () => string;
  exit: Promise<number | null>;
}

async function iniciar(dataDir: string, esperar = true): Promise<Servidor> {
  const port = await portaLivre();
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, API_SILENT: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  if (esperar) {
    const limite = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`servidor saiu: ${stderr}`);
      try {
        if ((await fetch(`${url}/config.json`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > limite) throw new Error('servidor não respondeu em 60 s');
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  return { child, url, stderr: () => stderr, exit };
}

async function v4(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}/api/V4`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
}

describe('the server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-api-'));
  const vivos: ChildProcess[] = [];
  afterAll(() => {
    for (const c of vivos) if (c.exitCode === null) c.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second process on the same DATA_DIR, survives SIGKILL and replays an idempotent answer after restart', async () => {
    const primeiro = await iniciar(dataDir);
    vivos.push(primeiro.child);

    const segundo = await iniciar(dataDir, false);
    vivos.push(segundo.child);
    expect(await segundo.exit).toBe(75);
    expect(segundo.stderr()).toContain('Outro processo da API');

    const senha = await hashPassword('demo1234', 'portal-senha');
    const login = JSON.parse(
      (await v4(primeiro.url, { coddao: 16, parametros: ['W1', CPF.carla, senha] })).text,
    );
    const token = login.conteudo.token as string;
    const pedido = { coddao: 94, parametros: ['W1'], conteudo: cadastroValido() };
    const headers = { authorization: `Bearer ${token}`, 'idempotency-key': 'sigkill-0001' };
    const antes = await v4(primeiro.url, pedido, headers);
    expect(antes.status).toBe(200);

    primeiro.child.kill('SIGKILL');
    await primeiro.exit;
    expect(existsSync(join(dataDir, 'api.lock'))).toBe(true);

    const reiniciado = await iniciar(dataDir);
    vivos.push(reiniciado.child);
    const depois = await v4(reiniciado.url, pedido, headers);
    expect(depois.status).toBe(200);
    expect(depois.text).toBe(antes.text);

    reiniciado.child.kill('SIGTERM');
    expect(await reiniciado.exit).toBe(0);
    expect(existsSync(join(dataDir, 'api.lock'))).toBe(false);

    const { codcadastro } = JSON.parse(antes.text).conteudo;
    const db = await PGlite.create(join(dataDir, 'pglite'));
    const rows = await db.query('SELECT codpessoa FROM cadastro_pessoa WHERE codcadastro = $1', [
      codcadastro,
    ]);
    await db.close();
    expect(rows.rows).toHaveLength(1);
  }, 180_000);

  /** Starts the server with `env` and waits for it to stop: its exit code and what it printed. */
  async function falhaAoIniciar(env: Record<string, string>) {
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env: { ...process.env, DATA_DIR: join(dataDir, 'outro'), API_SILENT: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    vivos.push(child);
    let stderr = '';
    child.stderr?.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    return { code, stderr };
  }

  it('stops at boot with a Portuguese message on a bad setting', async () => {
    const { code, stderr } = await falhaAoIniciar({ PORT: 'oitenta' });
    expect(code).toBe(78);
    expect(stderr.trim()).toBe('Variável de ambiente PORT inválida: deve ser um número inteiro.');
  }, 60_000);

  it('says in Portuguese that the port is taken, and what to do', async () => {
    const ocupante = createServer();
    await new Promise<void>((pronto) => ocupante.listen(0, '127.0.0.1', pronto));
    const { port } = ocupante.address() as AddressInfo;
    try {
      const { code, stderr } = await falhaAoIniciar({ PORT: String(port), HOST: '127.0.0.1' });
      expect(code).toBe(1);
      expect(stderr.trim()).toBe(
        `A porta ${port} já está em uso por outro programa (outro Portal?). Encerre-o ou escolha outra porta: PORT=8081 npm start`,
      );
    } finally {
      ocupante.close();
    }
  }, 60_000);

  it('answers before its database is open, and a stop meanwhile exits cleanly, with no failure printed', async () => {
    // The first test's folder: a warm start, where the server listens while PGlite opens (iniciar-servidor.ts).
    const servidor = await iniciar(dataDir, false);
    vivos.push(servidor.child);
    let saude: Promise<number> | undefined;
    for (const limite = Date.now() + 60_000; Date.now() < limite; ) {
      if (servidor.child.exitCode !== null) throw new Error(`servidor saiu: ${servidor.stderr()}`);
      const config = await fetch(`${servidor.url}/config.json`).catch(() => null);
      if (config?.ok) {
        saude = fetch(`${servidor.url}/api/saude`).then(
          (r) => r.status,
          () => 0,
        );
        break;
      }
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(saude).toBeDefined();
    servidor.child.kill('SIGTERM');
    expect(await servidor.exit, servidor.stderr()).toBe(0);
    expect(servidor.stderr()).not.toContain('Falha ao iniciar');
    // Held until the database opened, or cut by the stop: never a refusal by a route that ran too soon.
    expect([0, 200, 503]).toContain(await saude);
  }, 120_000);
});
