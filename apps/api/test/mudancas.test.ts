import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { lerMudanca, type Mudanca } from '@portal/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { SEGREDO_WEBHOOK_DESENVOLVIMENTO } from '../src/config/app-settings.ts';
import type { Database } from '../src/db/database.ts';
import { emTransacao } from '../src/db/transacao.ts';
import { redactUrl } from '../src/http/log-redaction.ts';
import { anunciar } from '../src/mudancas/anunciar.ts';
import { MAXIMO_POR_PESSOA } from '../src/mudancas/fluxos.ts';
import { registry } from '../src/operations/registry.ts';
import { chamadaWebhook, ROTA_WEBHOOK } from '../src/pagamentos/chamada-webhook.ts';
import { ALUNO, TURMA } from '../src/seed-data/index.ts';
import { CPF, senhaHashDemo } from './fixtures.ts';
import {
  agoraTeste,
  buildTestApp,
  databaseKinds,
  freshDatabase,
  type TestApp,
  testSettings,
} from './helper.ts';

/** One open stream of changes, read over real HTTP (inject cannot stream). */
interface FluxoAberto {
  status: number;
  eventos: Mudanca[];
  /** Everything received, comments included. */
  texto: () => string;
  fechado: Promise<void>;
  /** Resolves with the first change `pred` accepts, or rejects after `ms`. */
  esperar(pred: (m: Mudanca) => boolean, ms?: number): Promise<Mudanca>;
  sair(): void;
}

function abrirFluxo(app: FastifyInstance, bilhete: string): Promise<FluxoAberto> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((pronto, falhou) => {
    const req = request(
      { host: '127.0.0.1', port, path: `/api/V4/mudancas?bilhete=${encodeURIComponent(bilhete)}` },
      (res) => {
        const eventos: Mudanca[] = [];
        const ouvintes = new Set<() => void>();
        let texto = '';
        let resto = '';
        res.setEncoding('utf8');
        res.on('data', (parte: string) => {
          texto += parte;
          resto += parte;
          let fim = resto.indexOf('\n\n');
          while (fim >= 0) {
            const bloco = resto.slice(0, fim);
            resto = resto.slice(fim + 2);
            const dados = /^data: (.*)$/m.exec(bloco)?.[1];
            if (/^event: mudanca$/m.test(bloco) && dados) {
              const m = lerMudanca(dados);
              if (m) eventos.push(m);
            }
            fim = resto.indexOf('\n\n');
          }
          for (const o of ouvintes) o();
        });
        const fechado = new Promise<void>((r) => res.on('close', () => r()));
        pronto({
          status: res.statusCode ?? 0,
          eventos,
          texto: () => texto,
          fechado,
          sair: () => req.destroy(),
          esperar: (pred, ms = 3000) =>
            new Promise((achou, desistiu) => {
              const olhar = () => {
                const m = eventos.find(pred);
                if (!m) return;
                ouvintes.delete(olhar);
                clearTimeout(prazo);
                achou(m);
              };
              const prazo = setTimeout(() => {
                ouvintes.delete(olhar);
                desistiu(new Error(`nenhuma mudança esperada em ${ms} ms: ${JSON.stringify(eventos)}`));
              }, ms);
              ouvintes.add(olhar);
              olhar();
            }),
        });
      },
    );
    req.on('error', falhou);
    req.end();
  });
}

let chave = 0;
const novaChave = () => `mudanca-${Date.now()}-${++chave}`;
const pausa = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function bilheteDe(t: { callV4: TestApp['callV4'] }, token: string): Promise<string> {
  const r = await t.callV4(609, ['W1'], { token });
  expect(r.status).toBe(200);
  return r.body.conteudo.bilhete as string;
}

describe.each(databaseKinds())('stream of changes (%s)', (kind) => {
  let t: TestApp;
  let ana: string;
  let carla: string;
  beforeAll(async () => {
    t = await buildTestApp({ kind, now: agoraTeste });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    ana = await t.login(CPF.ana);
    carla = await t.login(CPF.carla);
  });
  afterAll(() => t?.close());

  it('a signed webhook paying a top-up reaches its owner’s stream (cobrancas, cantina, the bell’s count) and no one else’s', async () => {
    const daAna = await abrirFluxo(t.app, await bilheteDe(t, ana));
    const daCarla = await abrirFluxo(t.app, await bilheteDe(t, carla));
    expect(daAna.status).toBe(200);
    const recarga = await t.callV4(504, ['W1', ALUNO.lucas], {
      token: ana,
      idempotencyKey: novaChave(),
      conteudo: { valorCentavos: 5000 },
    });
    expect(recarga.status).toBe(200);
    // The top-up itself announced a new charge to its author.
    await daAna.esperar((m) => m.topicos.includes('cobrancas'));
    daAna.eventos.length = 0;

    const chamada = await chamadaWebhook(
      SEGREDO_WEBHOOK_DESENVOLVIMENTO,
      {
        id: `MUD-${recarga.body.conteudo.codcobranca}`,
        txid: recarga.body.conteudo.txid,
        pagoEm: agoraTeste().toISOString(),
        meio: 'pix',
      },
      agoraTeste(),
    );
    const pago = await t.app.inject({
      method: 'POST',
      url: ROTA_WEBHOOK,
      headers: chamada.headers,
      payload: chamada.corpo,
    });
    expect(pago.statusCode).toBeLessThan(300);
    const m = await daAna.esperar((x) => x.topicos.includes('cantina'));
    expect(m.topicos).toEqual(expect.arrayContaining(['cobrancas', 'cantina', 'notificacoes']));
    const naoLidas = await t.callV4(211, ['W1'], { token: ana });
    expect(m.naoLidas).toBe(naoLidas.body.conteudo.total);

    await pausa(200);
    expect(daCarla.eventos).toEqual([]);
    daAna.sair();
    daCarla.sair();
  });

  // Issue 29: the seats shown are everyone's: a sign-up was announced to its author only.
  it('a sign-up and its cancellation reach everyone who sees the event (its seats changed), not only the signer', async () => {
    const daAna = await abrirFluxo(t.app, await bilheteDe(t, ana));
    const daCarla = await abrirFluxo(t.app, await bilheteDe(t, carla));
    // Event 3 is open to every account (empty scope), free, with seats left.
    for (const coddao of [483, 484]) {
      daAna.eventos.length = 0;
      const r = await t.callV4(coddao, ['W1', 3], {
        token: carla,
        idempotencyKey: novaChave(),
        ...(coddao === 483 ? { conteudo: {} } : {}),
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      await daCarla.esperar((m) => m.topicos.includes('eventos'));
      await daAna.esperar((m) => m.topicos.includes('eventos'));
    }
    daAna.sair();
    daCarla.sair();
  });

  it("a teacher's grade save reaches the families of the graded students (their boletim re-reads), no one else's", async () => {
    const bruno = await t.login(CPF.bruno);
    const daAna = await abrirFluxo(t.app, await bilheteDe(t, ana));
    const daCarla = await abrirFluxo(t.app, await bilheteDe(t, carla));
    // The 4th bimester of 2026 is not graded yet: a new row, no versao to send. Mathematics is subject 2.
    const r = await t.callV4(241, ['W1', 2026, TURMA.sextoA2026, 2, 4], {
      token: bruno,
      idempotencyKey: novaChave(),
      conteudo: { notas: [{ codaluno: ALUNO.lucas, nota: '8,5' }] },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    await daAna.esperar((m) => m.topicos.includes('modulos'));
    await pausa(300);
    expect(daCarla.eventos.filter((m) => m.topicos.includes('modulos'))).toEqual([]);
    daAna.sair();
    daCarla.sair();
  });

  it('a rolled-back write announces nothing; the next committed one does', async () => {
    const fluxo = await abrirFluxo(t.app, await bilheteDe(t, ana));
    const codpessoa = JSON.parse(Buffer.from(ana.split('.')[1] ?? '', 'base64url').toString()).sub;
    await emTransacao(t.database.db, async (tx) => {
      await anunciar(tx, ['eventos'], [Number(codpessoa)]);
      tx.rollback();
    }).catch(() => {});
    await anunciar(t.database.db, ['recados'], [Number(codpessoa)]);
    await fluxo.esperar((m) => m.topicos.includes('recados'));
    expect(fluxo.eventos.some((m) => m.topicos.includes('eventos'))).toBe(false);
    fluxo.sair();
  });

  it('a V4 write reaches its caller: marking notifications read sends the new count', async () => {
    const fluxo = await abrirFluxo(t.app, await bilheteDe(t, ana));
    expect((await t.callV4(212, ['W1', 'todas'], { token: ana })).status).toBe(200);
    const m = await fluxo.esperar((x) => x.topicos.includes('notificacoes'));
    expect(m.naoLidas).toBe(0);
    fluxo.sair();
  });

  it('a revoked session’s stream closes; its ticket opens nothing more', async () => {
    const token = await t.login(CPF.carla);
    const bilhete = await bilheteDe(t, token);
    const fluxo = await abrirFluxo(t.app, bilhete);
    expect(fluxo.status).toBe(200);
    expect((await t.callV4(17, ['W1'], { token, idempotencyKey: novaChave() })).status).toBe(200);
    await Promise.race([
      fluxo.fechado,
      pausa(2000).then(() => {
        throw new Error('o fluxo não fechou');
      }),
    ]);
    expect((await abrirFluxo(t.app, bilhete)).status).toBe(401);
  });

  it('only a ticket opens a stream: not a token, not nothing', async () => {
    expect((await abrirFluxo(t.app, ana)).status).toBe(401);
    expect((await abrirFluxo(t.app, '')).status).toBe(401);
    // Nor is a ticket a token.
    expect((await t.callV4(211, ['W1'], { token: await bilheteDe(t, ana) })).status).toBe(401);
  });

  it(`a person holds at most ${MAXIMO_POR_PESSOA} streams: a further one closes the oldest`, async () => {
    const fluxos: FluxoAberto[] = [];
    for (let i = 0; i <= MAXIMO_POR_PESSOA; i++)
      fluxos.push(await abrirFluxo(t.app, await bilheteDe(t, carla)));
    await Promise.race([
      fluxos[0]?.fechado,
      pausa(2000).then(() => {
        throw new Error('o mais antigo não fechou');
      }),
    ]);
    for (const f of fluxos) f.sair();
  });
});

/** Two API processes on one PostgreSQL: a write on one reaches a stream open on the other. */
describe.runIf(databaseKinds().includes('postgres'))('changes across processes (PostgreSQL)', () => {
  let database: Database;
  let apps: FastifyInstance[];
  beforeAll(async () => {
    database = await freshDatabase('postgres');
    const settings = testSettings({ jwtSecret: new Uint8Array(32).fill(7) });
    apps = await Promise.all([1, 2].map(() => buildApp({ settings, database, now: agoraTeste })));
    for (const app of apps) await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const app of apps ?? []) await app.close();
    await database?.close();
  });

  it('a write on A reaches the stream open on B', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const em = (app: FastifyInstance) => ({
      callV4: (async (coddao, parametros, o = {}) => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/V4',
          headers: {
            ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
            ...(o.idempotencyKey ? { 'idempotency-key': o.idempotencyKey } : {}),
          },
          payload: { coddao, parametros, ...(o.conteudo ? { conteudo: o.conteudo } : {}) },
        });
        return { status: res.statusCode, body: res.json(), headers: res.headers };
      }) as TestApp['callV4'],
    });
    const entrada = await em(a).callV4(16, ['W1', CPF.ana, await senhaHashDemo()]);
    const token = entrada.body.conteudo.token as string;
    const fluxo = await abrirFluxo(b, await bilheteDe(em(a), token));
    const limite = await em(a).callV4(503, ['W1', ALUNO.lucas], {
      token,
      idempotencyKey: novaChave(),
      conteudo: { limiteDiarioCentavos: 3100 },
    });
    expect(limite.status).toBe(200);
    await fluxo.esperar((m) => m.topicos.includes('cantina'));
    fluxo.sair();
  });
});

describe('the ticket in logs', () => {
  it('is masked in the logged URL', () => {
    expect(redactUrl('/api/V4/mudancas?bilhete=eyJhbGciOi.abc.def')).toBe('/api/V4/mudancas?bilhete=***');
    expect(redactUrl('/api/V4/mudancas?x=1&BILHETE=abc&y=2')).toBe('/api/V4/mudancas?x=1&BILHETE=***&y=2');
  });
});

describe('every V4 write names what it changes', () => {
  it('each idempotent operation, and each write without a key, announces topics', () => {
    // Writes outside the Idempotency-Key rule: the context, notifications read, a set password, a confirmed
    // e-mail, a registered device (coddao 201 announces through the read cache, 16 opens a session only).
    const semChave = [4, 212, 601, 607, 320];
    for (const op of registry.values()) {
      if (op.idempotente || semChave.includes(op.coddao))
        expect(op.muda, `coddao ${op.coddao}`).toBeDefined();
    }
  });
});
