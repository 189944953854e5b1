import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { MENSAGENS_API } from '@portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { buildTestApp, freshDatabase, type TestApp, testSettings } from './helper.ts';

describe('GET /ws/{cep}/json', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers a known CEP in ViaCEP’s shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ws/01001000/json' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ cep: '01001-000', localidade: 'São Paulo', uf: 'SP' });
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining([
        'cep',
        'logradouro',
        'complemento',
        'bairro',
        'localidade',
        'uf',
        'ibge',
        'ddd',
      ]),
    );
  });

  it('answers 200 {"erro": true} for an unknown CEP and 400 for a malformed one', async () => {
    const desconhecido = await t.app.inject({ method: 'GET', url: '/ws/99999999/json' });
    expect(desconhecido.statusCode).toBe(200);
    expect(desconhecido.json()).toEqual({ erro: true });
    for (const ruim of ['0100100', '0100100a', '010010001']) {
      const res = await t.app.inject({ method: 'GET', url: `/ws/${ruim}/json` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ erro: true, mensagem: MENSAGENS_API.cepInvalido });
    }
  });
});

describe('config.json, headers and the built app', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'portal-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div>');
    writeFileSync(join(webDist, 'assets', 'index-Bq3x9ZkA.js'), 'console.log(1)');
    writeFileSync(join(webDist, 'assets', 'index-Bq3x9ZkA.js.br'), brotliCompressSync('console.log(1)'));
    writeFileSync(join(webDist, 'sw.js'), 'self.addEventListener("install", () => {})');
    t = await buildTestApp({ settings: { webDist, brandHost: 'portal.marca.com.br' } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('GET /config.json gives the app its runtime settings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      apiBase: '/api',
      cepBase: '',
      brandHost: 'portal.marca.com.br',
      storeUrls: t.settings.storeUrls,
      passwordSecret: 'portal-senha',
      documentSecret: 'portal-documento',
      tokenTtl: 3600,
      vapidPublicKey: t.settings.vapid.publicKey,
    });
  });

  it('sends a strict CSP: own scripts only, inline styles for Ionic, data:/blob: images', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("connect-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // helmet's whole set, computed once at start, on every answer (errors and V4 included)
    const v4 = await t.app.inject({
      method: 'POST',
      url: '/api/V4',
      payload: { coddao: 211, parametros: ['W1'] },
    });
    for (const r of [res, v4]) {
      expect(r.headers).toMatchObject({
        'content-security-policy': csp,
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'x-content-type-options': 'nosniff',
      });
      expect(r.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('serves index.html, caches hashed assets for a year and revalidates the rest', async () => {
    const index = await t.app.inject({ method: 'GET', url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<div id="root">');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-Bq3x9ZkA.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const sw = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.headers['cache-control']).toBe('no-cache');
  });

  it("serves the build's precompressed asset to a browser that accepts it", async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/index-Bq3x9ZkA.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-Bq3x9ZkA.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('falls back to index.html for client routes but not for API paths or missing files', async () => {
    const rota = await t.app.inject({ method: 'GET', url: '/home/recados' });
    expect(rota.statusCode).toBe(200);
    expect(rota.body).toContain('<div id="root">');
    const api = await t.app.inject({ method: 'GET', url: '/api/nada' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({
      codstatus: 404,
      conteudo: { mensagem: MENSAGENS_API.recursoNaoEncontrado },
    });
    expect((await t.app.inject({ method: 'GET', url: '/assets/sumiu-Abc12345.js' })).statusCode).toBe(404);
  });

  it('allows CORS from the native shells and exposes the renewed Authorization header', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/V4',
      headers: { origin: 'capacitor://localhost', 'access-control-request-method': 'POST' },
    });
    expect(res.headers['access-control-allow-origin']).toBe('capacitor://localhost');
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/V4',
      headers: { origin: 'https://localhost' },
      payload: { coddao: 260, parametros: ['W1'] },
    });
    expect(post.headers['access-control-expose-headers']).toContain('Authorization');
    const estranho = await t.app.inject({
      method: 'POST',
      url: '/api/V4',
      headers: { origin: 'https://malicioso.example' },
      payload: { coddao: 260, parametros: ['W1'] },
    });
    expect(estranho.headers['access-control-allow-origin']).toBeUndefined();
    // a page served from any local port is not the app: plain http://localhost is not allowed
    const local = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/V4',
      headers: { origin: 'http://localhost', 'access-control-request-method': 'POST' },
    });
    expect(local.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('CORS allows exactly the configured origins (production with none configured: none)', async () => {
    for (const [corsOrigins, origem, permitido] of [
      [[], 'capacitor://localhost', false],
      [['https://portal.escola.com.br'], 'https://portal.escola.com.br', true],
      [['https://portal.escola.com.br'], 'http://localhost:5173', false],
    ] as const) {
      const outro = await buildTestApp({ settings: { corsOrigins: [...corsOrigins] } });
      const res = await outro.app.inject({
        method: 'OPTIONS',
        url: '/api/V4',
        headers: { origin: origem, 'access-control-request-method': 'POST' },
      });
      await outro.close();
      expect(res.headers['access-control-allow-origin']).toBe(permitido ? origem : undefined);
    }
    // Three apps, each with a database of its own, built one after the other: on a loaded CI machine that is
    // more than the default 30 s.
  }, 120_000);

  it('a registration body over the whole-request ceiling is a 413 stating the limits', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/V4',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        coddao: 94,
        parametros: ['W1'],
        conteudo: { x: 'a'.repeat(23 * 1024 * 1024) },
      }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ codstatus: 413, conteudo: { mensagem: MENSAGENS_API.corpoGrande } });
  });

  it('without a built app, / is a 404 envelope', async () => {
    const database = await freshDatabase();
    const app = await buildApp({
      settings: testSettings({ webDist: join(webDist, 'nao-existe') }),
      database,
      ownsDatabase: true,
    });
    expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(404);
    await app.close();
  });
});
