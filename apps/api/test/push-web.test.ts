import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import type { Cobranca } from '@portal/core';
import { eq } from 'drizzle-orm';
import { importJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEGREDO_WEBHOOK_DESENVOLVIMENTO } from '../src/config/app-settings.ts';
import { assinaturaPush, pushSaida } from '../src/db/schema/index.ts';
import { chamadaWebhook, ROTA_WEBHOOK } from '../src/pagamentos/chamada-webhook.ts';
import { enfileirarPush } from '../src/push/enfileirar-push.ts';
import { MAXIMO_TENTATIVAS_PUSH } from '../src/push/entregador-push.ts';
import { PESSOA } from '../src/seed-data/index.ts';
import { agoraTeste, buildTestApp, databaseKinds, type TestApp } from './helper.ts';
import { decifrarPushWeb } from './rfc8291.ts';
import { servicoPushLocal } from './servico-push-local.ts';

/** A browser's side of a subscription, made by the test: its P-256 pair and auth secret (RFC 8291). */
function navegador(endpoint: string) {
  const ua = createECDH('prime256v1');
  ua.generateKeys();
  const auth = randomBytes(16);
  return {
    ua,
    auth,
    assinatura: {
      endpoint,
      keys: { p256dh: ua.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
  };
}

describe.each(databaseKinds())('Web Push on %s: the outbox reaches a subscribed browser', (kind) => {
  let t: TestApp;
  let servico: Awaited<ReturnType<typeof servicoPushLocal>>;
  let token: string;
  let aberta: Cobranca;

  beforeAll(async () => {
    servico = await servicoPushLocal();
    t = await buildTestApp({
      kind,
      now: agoraTeste,
      settings: { servicosPush: ['127.0.0.1'] },
      agentePush: servico.agente,
    });
    token = await t.login('52998224725');
    const lista = await t.callV4(500, ['W1', 'escola', 'mensalidades', 1, 100], { token });
    aberta = lista.body.conteudo.itens.find(
      (i: Cobranca) => i.situacao === 'aberto' || i.situacao === 'vencido',
    );
  });
  afterAll(async () => {
    await t?.close();
    await servico?.fechar();
  });

  const registrar = (conteudo: unknown, chave = randomUUID()) =>
    t.callV4(321, ['W1'], { token, conteudo, idempotencyKey: chave });

  async function pagar(resumo: Cobranca, id: string) {
    const c = (await t.callV4(501, ['W1', 'escola', resumo.codcobranca], { token })).body
      .conteudo as Cobranca;
    const chamada = await chamadaWebhook(
      SEGREDO_WEBHOOK_DESENVOLVIMENTO,
      { id, txid: c.txid, valorCentavos: c.totalCentavos, pagoEm: agoraTeste().toISOString(), meio: 'pix' },
      agoraTeste(),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: ROTA_WEBHOOK,
      headers: chamada.headers,
      payload: chamada.corpo,
    });
    expect(res.statusCode).toBe(200);
    return c;
  }

  it('serves one VAPID public key to the app and refuses a subscription to a push service it does not know', async () => {
    const config = (await t.app.inject({ method: 'GET', url: '/config.json' })).json();
    expect(config.vapidPublicKey).toBe(t.settings.vapid.publicKey);
    expect(Buffer.from(config.vapidPublicKey, 'base64url')).toHaveLength(65);
    const fora = navegador('https://push.exemplo-malicioso.com/x').assinatura;
    expect((await registrar(fora)).status).toBe(400);
    const semTls = navegador(`${servico.url.replace('https', 'http')}/x`).assinatura;
    expect((await registrar(semTls)).status).toBe(400);
    expect(await t.database.db.select().from(assinaturaPush)).toHaveLength(0);
  });

  it('a confirmed payment reaches the subscription encrypted for its keys and signed with the VAPID key; native stays queued', async () => {
    const n = navegador(`${servico.url}/push/ana-chromium`);
    const chave = randomUUID();
    expect((await registrar(n.assinatura, chave)).status).toBe(200);
    // The same write again (a retried request) changes nothing: one row per browser.
    expect((await registrar(n.assinatura, chave)).status).toBe(200);
    expect(await t.database.db.select().from(assinaturaPush)).toHaveLength(1);
    expect((await t.callV4(320, ['W1', 'android', 'token-do-celular-da-ana'], { token })).status).toBe(200);

    const chegada = servico.proximo();
    const paga = await pagar(aberta, 'PX-WEBPUSH-1');
    const recebido = await chegada;

    expect(recebido.caminho).toBe('/push/ana-chromium');
    expect(recebido.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(recebido.headers.ttl)).toBeGreaterThan(0);
    // RFC 8292: "vapid t=<JWT>, k=<public key>", the JWT signed by the served key for this push service's origin.
    const vapid = /^vapid t=([^,]+), k=([A-Za-z0-9_-]+)$/.exec(String(recebido.headers.authorization));
    expect(vapid?.[2]).toBe(t.settings.vapid.publicKey);
    const ponto = Buffer.from(t.settings.vapid.publicKey, 'base64url');
    const chavePublica = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: ponto.subarray(1, 33).toString('base64url'),
        y: ponto.subarray(33).toString('base64url'),
      },
      'ES256',
    );
    const { payload } = await jwtVerify(vapid?.[1] ?? '', chavePublica, { audience: servico.url });
    expect(payload.sub).toMatch(/^mailto:/);

    const { texto } = decifrarPushWeb(recebido.corpo, n.ua, n.auth);
    expect(JSON.parse(texto)).toEqual({
      title: 'Pagamento confirmado',
      body: `Recebemos o pagamento de ${paga.titulo}.`,
      url: '/notificacoes',
    });
    // Another key cannot read it: the message is for this browser only.
    expect(() => decifrarPushWeb(recebido.corpo, navegador('x').ua, n.auth)).toThrow();

    await expect
      .poll(async () => (await t.database.db.select().from(assinaturaPush))[0]?.ultimoSucessoEm)
      .toBeInstanceOf(Date);
    const fila = await t.database.db.select().from(pushSaida).where(eq(pushSaida.codpessoa, PESSOA.ana));
    expect(fila.find((p) => p.plataforma === 'web')?.enviadoEm).toBeInstanceOf(Date);
    expect(fila.find((p) => p.plataforma === 'android')).toMatchObject({ enviadoEm: null, tentativas: 0 });
  });

  it('a push service answering 410 deletes the subscription, and the message is not tried again', async () => {
    servico.responderCom(410);
    const chegada = servico.proximo();
    // Ana's only open charge is paid: the next message is queued as a payment queues it.
    await enfileirarPush(
      t.database.db,
      [PESSOA.ana],
      { titulo: 'Aviso', texto: 'Outro aviso.', rota: null },
      agoraTeste(),
    );
    await chegada;
    await expect.poll(async () => await t.database.db.select().from(assinaturaPush)).toHaveLength(0);
    const web = await t.database.db.select().from(pushSaida).where(eq(pushSaida.plataforma, 'web'));
    const ultima = web.at(-1);
    expect(ultima).toMatchObject({ enviadoEm: null, tentativas: MAXIMO_TENTATIVAS_PUSH });
    expect(ultima?.erro).toContain('410');
  });

  it('one row per browser: the same endpoint registered at once by two people, each with its own key', async () => {
    const n = navegador(`${servico.url}/push/navegador-compartilhado`);
    const bruno = await t.login('39053344705');
    const respostas = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.callV4(321, ['W1'], {
          token: i % 2 === 0 ? token : bruno,
          conteudo: n.assinatura,
          idempotencyKey: randomUUID(),
        }),
      ),
    );
    expect(respostas.map((r) => r.status)).toEqual(Array(10).fill(200));
    const linhas = await t.database.db
      .select()
      .from(assinaturaPush)
      .where(eq(assinaturaPush.endpoint, n.assinatura.endpoint));
    expect(linhas).toHaveLength(1);
    await t.database.db.delete(assinaturaPush).where(eq(assinaturaPush.endpoint, n.assinatura.endpoint));
  });

  it('turning notifications off forgets only the caller own subscription', async () => {
    servico.responderCom(201);
    const n = navegador(`${servico.url}/push/ana-outra-aba`);
    expect((await registrar(n.assinatura)).status).toBe(200);
    const bruno = await t.login('39053344705');
    const deOutro = await t.callV4(322, ['W1'], {
      token: bruno,
      conteudo: { endpoint: n.assinatura.endpoint },
      idempotencyKey: randomUUID(),
    });
    expect(deOutro.status).toBe(200);
    expect(await t.database.db.select().from(assinaturaPush)).toHaveLength(1);
    const proprio = await t.callV4(322, ['W1'], {
      token,
      conteudo: { endpoint: n.assinatura.endpoint },
      idempotencyKey: randomUUID(),
    });
    expect(proprio.status).toBe(200);
    expect(await t.database.db.select().from(assinaturaPush)).toHaveLength(0);
  });
});
