import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIMITES_ANEXO, MENSAGENS_API } from '@portal/core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gerarNginx } from '../../../../deploy/gerar-nginx.mjs';
import { prepararApi } from '../../../../scripts/preparar.mjs';
import { portaLivre } from '../../scripts/porta-livre.ts';
import { V4_BODY_LIMIT } from '../../src/routes/v4.ts';
import { CPF, cadastroValido, senhaHashDemo } from '../fixtures.ts';
import { createPostgresDatabase } from '../helper.ts';

/** What the systemd unit runs: the compiled server (built here when stale, as npm start does). */
const SERVER = fileURLToPath(new URL('../../dist/server.js', import.meta.url));
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
const temOpenssl = (() => {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

interface Resposta {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests index freely into answers
  corpo: any;
}

/**
 * deploy/ as an operator runs it, on loopback: PostgreSQL, two API processes, and nginx ending TLS in front of
 * them with the config rendered from deploy/nginx/portal.conf.in.
 */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL) && NGINX !== undefined && temOpenssl)(
  'two API processes on one PostgreSQL behind nginx',
  () => {
    const pasta = mkdtempSync(join(tmpdir(), 'portal-deploy-'));
    let banco: Awaited<ReturnType<typeof createPostgresDatabase>>;
    const processos: { child: ChildProcess; url: string }[] = [];
    const erros = new Map<ChildProcess, string>();
    let nginx: ChildProcess;
    let proxy = '';
    let ca: Buffer;

    const env = (port: number) => ({
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: banco.url,
      JWT_SECRET: 'd'.repeat(40),
      TRUST_PROXY: '127.0.0.1',
      NODE_ENV: 'production',
      DATA_DIR: pasta,
      API_SILENT: '1',
    });

    async function esperar(url: string, child?: ChildProcess) {
      for (let i = 0; i < 600; i++) {
        if (child && child.exitCode !== null)
          throw new Error(`processo saiu (${child.exitCode}): ${erros.get(child) ?? ''}`);
        const ok = await chamar(url, 'GET', '/api/saude').then(
          (r) => r.status === 200,
          () => false,
        );
        if (ok) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`${url} não respondeu`);
    }

    /**
     * HTTP to a process, or HTTPS to nginx trusting the test's own certificate. `origem` is the loopback address
     * the test connects from (Linux routes all of 127/8 to lo), so a client can be told apart from nginx itself,
     * which reaches the processes from 127.0.0.1.
     */
    function chamar(
      base: string,
      method: string,
      path: string,
      corpo?: unknown,
      headers: Record<string, string> = {},
      origem?: string,
    ): Promise<Resposta> {
      const request = base.startsWith('https://') ? httpsRequest : httpRequest;
      return new Promise((resolve, reject) => {
        const dados = corpo ? JSON.stringify(corpo) : undefined;
        const req = request(
          `${base}${path}`,
          {
            method,
            ca,
            servername: 'localhost',
            ...(origem ? { localAddress: origem } : {}),
            headers: { ...(dados ? { 'content-type': 'application/json' } : {}), ...headers },
          },
          (res) => {
            const partes: Buffer[] = [];
            res.on('data', (d: Buffer) => partes.push(d));
            res.on('end', () => {
              let json: unknown = null;
              try {
                json = JSON.parse(Buffer.concat(partes).toString());
              } catch {
                // nginx's own error pages are HTML
              }
              resolve({ status: res.statusCode ?? 0, corpo: json });
            });
          },
        );
        req.on('error', reject);
        req.end(dados);
      });
    }

    const v4 = (
      base: string,
      coddao: number,
      parametros: unknown[],
      o: {
        token?: string;
        chave?: string;
        conteudo?: unknown;
        headers?: Record<string, string>;
        origem?: string;
      } = {},
    ) =>
      chamar(
        base,
        'POST',
        '/api/V4',
        { coddao, parametros, ...(o.conteudo ? { conteudo: o.conteudo } : {}) },
        {
          ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
          ...(o.chave ? { 'idempotency-key': o.chave } : {}),
          ...o.headers,
        },
        o.origem,
      );

    const entrar = async (base: string, cpf: string) => {
      const r = await v4(base, 16, ['W1', cpf, await senhaHashDemo()]);
      if (r.status !== 200) throw new Error(`login ${r.status}`);
      return r.corpo.conteudo.token as string;
    };

    const consultar = async <T>(sql: string, params: unknown[] = []) => {
      const c = new pg.Client({ connectionString: banco.url });
      await c.connect();
      try {
        return (await c.query(sql, params)).rows as T[];
      } finally {
        await c.end();
      }
    };

    beforeAll(async () => {
      prepararApi();
      banco = await createPostgresDatabase();
      // Two distinct ports: a port freed by the first probe may be handed out again by the second.
      const portas: number[] = [];
      while (portas.length < 2) {
        const porta = await portaLivre();
        if (!portas.includes(porta)) portas.push(porta);
      }
      // both start at once: the first migrates and seeds under the advisory lock, the other waits
      for (const port of portas) {
        const child = spawn(process.execPath, ['--enable-source-maps', SERVER], {
          env: env(port),
          stdio: ['ignore', 'ignore', 'pipe'],
        });
        // What it said before exiting, should it not start (the failure names it).
        child.stderr?.on('data', (parte: Buffer) =>
          erros.set(child, ((erros.get(child) ?? '') + parte).slice(-4000)),
        );
        processos.push({ child, url: `http://127.0.0.1:${port}` });
      }
      for (const p of processos) await esperar(p.url, p.child);

      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-subj',
          '/CN=localhost',
          '-addext',
          'subjectAltName=DNS:localhost',
          '-days',
          '1',
          '-keyout',
          join(pasta, 'portal.key'),
          '-out',
          join(pasta, 'portal.pem'),
        ],
        { stdio: 'ignore' },
      );
      ca = readFileSync(join(pasta, 'portal.pem'));
      const listen = await portaLivre();
      const servidor = gerarNginx({
        portas,
        listen: `127.0.0.1:${listen}`,
        nome: 'localhost',
        cert: join(pasta, 'portal.pem'),
        key: join(pasta, 'portal.key'),
      });
      // The shipped file is an http-context include (sites-enabled); this wrapper only makes nginx run unprivileged.
      writeFileSync(join(pasta, 'portal.conf'), servidor);
      writeFileSync(
        join(pasta, 'nginx.conf'),
        [
          'worker_processes 1;',
          `pid ${join(pasta, 'nginx.pid')};`,
          `error_log ${join(pasta, 'nginx-error.log')} warn;`,
          'events { worker_connections 256; }',
          'http {',
          '  access_log off;',
          ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
            (t) => `  ${t}_temp_path ${join(pasta, `${t}-temp`)};`,
          ),
          `  include ${join(pasta, 'portal.conf')};`,
          '}',
        ].join('\n'),
      );
      // Run as root (CI), nginx's workers are `nobody`: they must get through the test's private folder to the
      // temp folders nginx makes for them, where a body larger than client_body_buffer_size is kept.
      chmodSync(pasta, 0o711);
      nginx = spawn(NGINX as string, ['-p', pasta, '-c', join(pasta, 'nginx.conf'), '-g', 'daemon off;'], {
        stdio: 'ignore',
      });
      proxy = `https://127.0.0.1:${listen}`;
      await esperar(proxy);
    }, 120_000);

    afterAll(async () => {
      nginx?.kill('SIGQUIT');
      for (const p of processos) p.child.kill('SIGTERM');
      await Promise.all(
        [nginx, ...processos.map((p) => p.child)].map(
          (c) =>
            new Promise<void>((r) =>
              !c || c.exitCode !== null || c.signalCode !== null ? r() : c.once('exit', () => r()),
            ),
        ),
      );
      await banco?.drop();
      rmSync(pasta, { recursive: true, force: true });
    }, 60_000);

    const a = () => processos[0]?.url as string;
    const b = () => processos[1]?.url as string;

    it('a login on one process is valid on the other', async () => {
      const token = await entrar(a(), CPF.ana);
      const res = await v4(b(), 200, ['W1', 1, 20], { token });
      expect(res.status).toBe(200);
      expect(res.corpo.conteudo.itens.length).toBeGreaterThan(0);
    });

    it('logout on one is honoured by the other within a second', async () => {
      const token = await entrar(a(), CPF.bruno);
      expect((await v4(b(), 211, ['W1'], { token })).status).toBe(200);
      expect((await v4(a(), 17, ['W1'], { token, chave: 'sair-1' })).status).toBe(200);
      const inicio = Date.now();
      let status = 200;
      while (status !== 401 && Date.now() - inicio < 1000) {
        status = (await v4(b(), 211, ['W1'], { token })).status;
      }
      expect(status).toBe(401);
    });

    it('the brute-force limit is shared: 50 wrong guesses through nginx, exactly 5 checked', async () => {
      const respostas = await Promise.all(
        Array.from({ length: 50 }, (_, i) => v4(proxy, 16, ['W1', CPF.carla, `${'0'.repeat(63)}${i % 10}`])),
      );
      const statuses = respostas.map((r) => r.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(45);
    });

    it('nginx tells the API who the client is, and a client cannot say otherwise', async () => {
      const ipDaSessao = async (cpf: string) =>
        (
          await consultar<{ ip: string }>(
            'SELECT s.ip FROM sessao s JOIN pessoa p ON p.codpessoa = s.codpessoa WHERE p.cpf = $1',
            [cpf.replace(/\D/g, '')],
          )
        ).map((r) => r.ip);
      const espiao = { 'x-forwarded-for': '198.51.100.1' };
      // Through nginx: the client's own address, not nginx's (127.0.0.1) nor the address the client claims.
      const viaProxy = await v4(proxy, 16, ['W1', CPF.daniel, await senhaHashDemo()], {
        headers: espiao,
        origem: '127.0.0.2',
      });
      expect(viaProxy.status).toBe(200);
      expect(await ipDaSessao(CPF.daniel)).toEqual(['127.0.0.2']);
      // Straight to a process from an address that is not the proxy: its X-Forwarded-For is not believed.
      const direto = await v4(a(), 16, ['W1', CPF.fabio, await senhaHashDemo()], {
        headers: espiao,
        origem: '127.0.0.3',
      });
      expect(direto.status).toBe(200);
      expect(await ipDaSessao(CPF.fabio)).toEqual(['127.0.0.3']);
    });

    it("nginx lets the API's largest body through (a registration with three 5 MB attachments), not more", async () => {
      const token = await entrar(proxy, CPF.gabriela);
      const anexo = (i: number) => {
        const pdf = Buffer.alloc(LIMITES_ANEXO.maxBytes, 0x20);
        pdf.write('%PDF-1.4\n');
        pdf.write('%%EOF\n', pdf.length - 6);
        return {
          base64: pdf.toString('base64'),
          filename: `documento-${i}.pdf`,
          filesize: pdf.length,
          filetype: 'application/pdf',
          dthcriacao: '2026-11-01T10:00:00.000Z',
        };
      };
      const conteudo = cadastroValido({
        nome: 'Anexos No Limite',
        anexos: Array.from({ length: LIMITES_ANEXO.maxArquivos }, (_, i) => anexo(i)),
      });
      expect(JSON.stringify(conteudo).length).toBeGreaterThan(20 * 1024 * 1024);
      const res = await v4(proxy, 94, ['W1'], { token, chave: 'no-limite', conteudo });
      expect(res.status).toBe(200);
      const [linha] = await consultar<{ n: number }>(
        'SELECT count(*)::int AS n FROM anexo WHERE codcadastro = $1',
        [res.corpo.conteudo.codcadastro],
      );
      expect(linha?.n).toBe(LIMITES_ANEXO.maxArquivos);

      // Just over the API's own ceiling: refused by nginx, before any process reads it.
      const demais = await v4(proxy, 94, ['W1'], {
        token,
        chave: 'acima-do-limite',
        conteudo: { ...conteudo, observacao: 'x'.repeat(V4_BODY_LIMIT - JSON.stringify(conteudo).length) },
      });
      expect(demais.status).toBe(413);
      expect(demais.corpo).toEqual({ codstatus: 413, conteudo: { mensagem: MENSAGENS_API.corpoGrande } });
    }, 60_000);

    it('the same Idempotency-Key sent to both processes at once has exactly one effect', async () => {
      const token = await entrar(a(), CPF.ana);
      const conteudo = cadastroValido({ nome: 'Uma Só Vez' });
      const [r1, r2] = await Promise.all(
        [a(), b()].map((base) => v4(base, 94, ['W1'], { token, chave: 'duas-portas', conteudo })),
      );
      expect([r1?.status, r2?.status].every((s) => s === 200 || s === 409)).toBe(true);
      expect([r1?.status, r2?.status]).toContain(200);
      const linhas = await consultar<{ n: number }>(
        `SELECT count(*)::int AS n FROM cadastro_pessoa WHERE dados->>'nome' = 'Uma Só Vez'`,
      );
      expect(linhas[0]?.n).toBe(1);
    });

    it('killing one process loses no acknowledged write, and nginx keeps serving', async () => {
      const token = await entrar(proxy, CPF.elisa);
      const aceitos = new Set<string>();
      const falhas: string[] = [];
      let n = 0;
      let parar = false;
      const escritor = async () => {
        while (!parar) {
          const chave = `morte-${++n}`;
          const r = await v4(proxy, 94, ['W1'], {
            token,
            chave,
            conteudo: cadastroValido({ nome: `Escrita ${chave}` }),
          }).catch(() => ({ status: 0, corpo: null }));
          if (r.status === 200) aceitos.add(chave);
          else falhas.push(chave);
        }
      };
      const escritores = [escritor(), escritor(), escritor()];
      await new Promise((r) => setTimeout(r, 800));
      processos[0]?.child.kill('SIGKILL');
      await new Promise((r) => setTimeout(r, 1500));
      parar = true;
      await Promise.all(escritores);

      // what failed in the crash is retried with its key: done once, never twice
      for (const chave of falhas) {
        const r = await v4(proxy, 94, ['W1'], {
          token,
          chave,
          conteudo: cadastroValido({ nome: `Escrita ${chave}` }),
        });
        expect(r.status).toBe(200);
        aceitos.add(chave);
      }
      const linhas = await consultar<{ nome: string; n: number }>(
        `SELECT dados->>'nome' AS nome, count(*)::int AS n FROM cadastro_pessoa WHERE dados->>'nome' LIKE 'Escrita morte-%' GROUP BY 1`,
      );
      const porNome = new Map(linhas.map((l) => [l.nome, l.n]));
      for (const chave of aceitos) expect(porNome.get(`Escrita ${chave}`), chave).toBe(1);
      expect(linhas).toHaveLength(aceitos.size);
      expect(aceitos.size).toBeGreaterThan(3);

      const depois = await Promise.all(Array.from({ length: 6 }, () => v4(proxy, 211, ['W1'], { token })));
      expect(depois.map((r) => r.status)).toEqual(Array(6).fill(200));
    }, 60_000);

    it('with every process down, nginx answers the 503 envelope in Portuguese', async () => {
      for (const p of processos)
        if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
      await Promise.all(
        processos.map(
          (p) =>
            new Promise<void>((r) =>
              p.child.exitCode !== null || p.child.signalCode !== null
                ? r()
                : p.child.once('exit', () => r()),
            ),
        ),
      );
      const res = await v4(proxy, 211, ['W1']);
      expect(res.status).toBe(503);
      expect(res.corpo).toEqual({
        codstatus: 503,
        conteudo: { mensagem: MENSAGENS_API.servicoIndisponivel },
      });
    });
  },
);
