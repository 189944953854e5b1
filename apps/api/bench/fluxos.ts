// What the streams of changes cost one API process: RSS before and after opening N streams (1,000 by default),
// the recados list's share of a bare Fastify route (bench/referencia.ts) with none open and with the N open (the
// same run, the references alternated), and how long one write takes to reach them all. The server runs in a
// child process (its RSS is read from /proc), over an in-memory PGlite seeded with the demo; this process holds
// the client ends.
//   npx tsx apps/api/bench/fluxos.ts [N]        (FLUXOS_SEGUNDOS: each load's seconds, 5 by default)
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { hashPassword } from '@portal/core';
import autocannon from 'autocannon';
import { iniciar } from './processos.ts';

const SEGREDO_SENHA = 'portal-senha';

async function servidor(): Promise<void> {
  const { buildApp } = await import('../src/app.ts');
  const { DEFAULT_SETTINGS } = await import('../src/config/app-settings.ts');
  const { gerarChavesVapid } = await import('../src/config/vapid.ts');
  const { openDatabase } = await import('../src/db/open-database.ts');
  const { seedDatabase } = await import('../src/db/seed/seed.ts');
  const database = await openDatabase({ kind: 'memory' }, (db) =>
    seedDatabase(db, SEGREDO_SENHA).then(() => {}),
  );
  const app = await buildApp({
    settings: {
      ...DEFAULT_SETTINGS,
      jwtSecret: randomBytes(32),
      vapid: gerarChavesVapid(),
      silent: true,
      passwordSecret: SEGREDO_SENHA,
    },
    database,
    ownsDatabase: true,
    fluxosPorPessoa: 100_000,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const endereco = app.server.address();
  process.stdout.write(`${typeof endereco === 'object' && endereco ? endereco.port : 0}\n`);
}

const rssMb = (pid: number) =>
  import('node:fs').then(({ readFileSync }) => {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  });

const pausa = (ms: number) => new Promise((r) => setTimeout(r, ms));

const SEGUNDOS = Number(process.env.FLUXOS_SEGUNDOS ?? 5);

/** Requests a second and p99 of `url` under 50 connections for SEGUNDOS. */
async function carga(url: string, body: string, token?: string): Promise<{ rps: number; p99: number }> {
  const r = await autocannon({
    url,
    method: 'POST',
    duration: SEGUNDOS,
    connections: 50,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
  return { rps: r.requests.average, p99: r.latency.p99 };
}

async function medir(n: number): Promise<void> {
  const filho: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--servidor'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const porta = await new Promise<number>((ok) =>
    filho.stdout?.once('data', (d) => ok(Number(String(d).trim()))),
  );
  const base = `http://127.0.0.1:${porta}`;
  const v4 = async (coddao: number, parametros: unknown[], token?: string, chave?: string) => {
    const res = await fetch(`${base}/api/V4`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(chave ? { 'idempotency-key': chave } : {}),
      },
      body: JSON.stringify({ coddao, parametros }),
    });
    return (await res.json()) as { conteudo: Record<string, unknown> };
  };
  const { DEMO_SENHA } = await import('../src/config/senha-demo.ts');
  const login = await v4(16, ['W1', '529.982.247-25', await hashPassword(DEMO_SENHA, SEGREDO_SENHA)]);
  const token = login.conteudo.token as string;
  const bilhete = async () => (await v4(609, ['W1'], token)).conteudo.bilhete as string;

  let recebidos = 0;
  let aoReceber: () => void = () => {};
  const abrir = async () => {
    const b = await bilhete();
    return new Promise<() => void>((ok, falha) => {
      const req = request(`${base}/api/V4/mudancas?bilhete=${b}`, (res) => {
        res.setEncoding('utf8');
        res.on('data', (parte: string) => {
          if (parte.includes('event: mudanca')) {
            recebidos++;
            aoReceber();
          }
        });
        ok(() => req.destroy());
      });
      req.on('error', falha);
      req.end();
    });
  };
  const referencia = await iniciar(
    ['--import', 'tsx', fileURLToPath(new URL('./referencia.ts', import.meta.url))],
    '/ref',
  );
  const corpoRef = JSON.stringify({ coddao: 200, parametros: ['W1', 1, 20] });
  /** The list's share of the bare route, measured list–bare–list so a drift of the machine falls on both. */
  const parcela = async () => {
    const a = await carga(`${base}/api/V4`, corpoRef, token);
    const ref = await carga(`${referencia.url}/ref`, corpoRef);
    const b = await carga(`${base}/api/V4`, corpoRef, token);
    const lista = { rps: (a.rps + b.rps) / 2, p99: Math.max(a.p99, b.p99) };
    return { lista, ref, parte: lista.rps / ref.rps };
  };

  // Warm: the route, the ticket and one stream's code paths are loaded before the first reading.
  (await abrir())();
  await pausa(1500);
  const antes = await rssMb(filho.pid as number);
  const fluxos: (() => void)[] = [];
  for (let i = 0; i < n; i++) fluxos.push(await abrir());
  await pausa(2000);
  const depois = await rssMb(filho.pid as number);
  const comFluxos = await parcela();

  // One write (coddao 212: mark all read) reaches every one of them: the time to the last.
  const todos = new Promise<void>((ok) => {
    aoReceber = () => recebidos >= n && ok();
  });
  const t0 = performance.now();
  await v4(212, ['W1', 'todas'], token);
  await todos;
  const entregaMs = performance.now() - t0;

  for (const sair of fluxos) sair();
  // Without them, after (a load before the RSS readings would blur them with its garbage).
  await pausa(1000);
  const semFluxos = await parcela();
  filho.kill('SIGTERM');
  await referencia.parar();
  const texto = (m: Awaited<ReturnType<typeof parcela>>) =>
    `${(m.parte * 100).toFixed(1)} % do Fastify puro (lista ${m.lista.rps.toFixed(0)} req/s, p99 ${m.lista.p99.toFixed(0)} ms; puro ${m.ref.rps.toFixed(0)} req/s)`;
  console.log(
    [
      `fluxos abertos: ${n}`,
      `RSS antes: ${antes.toFixed(1)} MB, depois: ${depois.toFixed(1)} MB`,
      `por fluxo: ${(((depois - antes) * 1024) / n).toFixed(1)} KB`,
      `lista de recados sem fluxos: ${texto(semFluxos)}`,
      `lista de recados com ${n} fluxos abertos: ${texto(comFluxos)}`,
      `uma escrita até o último dos ${n} fluxos: ${entregaMs.toFixed(0)} ms (com a contagem de não lidas, feita uma vez por pessoa e contexto)`,
    ].join('\n'),
  );
}

if (process.argv.includes('--servidor')) await servidor();
else await medir(Number(process.argv[2] ?? 1000));
