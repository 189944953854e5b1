import { request } from 'node:http';
import { MENSAGENS, MENSAGENS_API } from '@portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CPF } from './fixtures.ts';
import { buildTestApp, type TestApp } from './helper.ts';

const MB = 1024 * 1024;

/**
 * Sends `{"coddao":…,"parametros":["W1"],"conteudo":{"x":"aaa…"}}` of about `bytes` chunked — no
 * Content-Length — in 64 KB pieces, as a client streaming a body would; stops writing when the server answers.
 */
function enviarEmPedacos(
  url: string,
  coddao: number,
  bytes: number,
  token?: string,
): Promise<{ status: number; body: { codstatus: number; conteudo: { mensagem: string } } }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}/api/V4`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'transfer-encoding': 'chunked',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let texto = '';
        res.on('data', (d: Buffer) => {
          texto += d.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(texto) }));
      },
    );
    req.on('error', (erro: NodeJS.ErrnoException) => {
      // the server may close the socket right after answering a refused body
      if (erro.code !== 'EPIPE' && erro.code !== 'ECONNRESET') reject(erro);
    });
    req.write(`{"coddao":${coddao},"parametros":["W1"],"conteudo":{"x":"`);
    const pedaco = 'a'.repeat(64 * 1024);
    let enviados = 0;
    const escrever = () => {
      while (enviados < bytes && !req.destroyed) {
        enviados += pedaco.length;
        if (!req.write(pedaco)) return void req.once('drain', escrever);
      }
      req.end('"}}');
    };
    escrever();
  });
}

describe('body limits on the bytes actually read (chunked too)', () => {
  let t: TestApp;
  let url: string;
  let token: string;

  beforeAll(async () => {
    t = await buildTestApp();
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    token = await t.login(CPF.ana);
  });
  afterAll(() => t.close());

  it('a 5 MB chunked body for an ordinary operation is a 413 with the Portuguese message', async () => {
    const res = await enviarEmPedacos(url, 200, 5 * MB, token);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ codstatus: 413, conteudo: { mensagem: MENSAGENS_API.corpoGrande } });
  });

  it('a large registration body without a valid token is refused before it is read to the end', async () => {
    const res = await enviarEmPedacos(url, 94, 5 * MB);
    expect(res.status).toBe(401);
    expect(res.body.conteudo.mensagem).toBe(MENSAGENS.tokenInvalido);
  });

  it('the registration may be large with a token: it reaches validation (400 for this content, not 413)', async () => {
    const res = await enviarEmPedacos(url, 94, 3 * MB, token);
    expect(res.status).toBe(400);
    expect(res.body.conteudo.mensagem).not.toBe(MENSAGENS_API.corpoGrande);
  });

  it('past the registration’s own ceiling (22 MB) even the registration is a 413', async () => {
    const res = await enviarEmPedacos(url, 94, 23 * MB, token);
    expect(res.status).toBe(413);
    expect(res.body.conteudo.mensagem).toBe(MENSAGENS_API.corpoGrande);
  });

  it('a large body must name its operation first: coddao 94 further in is an ordinary body', async () => {
    const res = await new Promise<number>((resolve) => {
      const req = request(`${url}/api/V4`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      });
      req.on('response', (r) => {
        r.resume();
        resolve(r.statusCode ?? 0);
      });
      req.on('error', () => {});
      req.end(JSON.stringify({ parametros: ['W1'], conteudo: { x: 'a'.repeat(2 * MB) }, coddao: 94 }));
    });
    expect(res).toBe(413);
  });
});
