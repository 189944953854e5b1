import { hashPassword, MENSAGENS, MENSAGENS_API } from '@portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { CPF, cadastroValido } from './fixtures.ts';
import {
  buildTestApp,
  databaseKinds,
  freshDatabase,
  PASSWORD_SECRET,
  type TestApp,
  testSettings,
} from './helper.ts';

/** Every row of DESIGN.md's status table, through the real HTTP layer, on each database kind. */
describe.each(databaseKinds())('V4 status table on %s', (kind) => {
  let t: TestApp;
  let tokenAna: string;
  let tokenIgor: string;
  beforeAll(async () => {
    t = await buildTestApp({
      kind,
      settings: { loginLimits: { porUsuario: 2, porEndereco: 1000, janelaMs: 60_000 } },
    });
    tokenAna = await t.login(CPF.ana);
    tokenIgor = await t.login(CPF.igor);
  });
  afterAll(() => t.close());

  it('200: success carries {codstatus: 200, conteudo}', async () => {
    const res = await t.callV4(211, ['W1'], { token: tokenAna });
    expect(res.status).toBe(200);
    expect(res.body.codstatus).toBe(200);
    expect(res.body.conteudo.total).toBeGreaterThanOrEqual(0);
  });

  it('400: unknown coddao', async () => {
    const res = await t.callV4(9999, ['W1'], { token: tokenAna });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      codstatus: 400,
      conteudo: {
        mensagem: MENSAGENS_API.operacaoDesconhecida,
        campos: { coddao: 'Operação desconhecida.' },
      },
    });
  });

  it('400: envelope without parametros, and a body that is not JSON', async () => {
    const semParametros = await t.app.inject({ method: 'POST', url: '/api/V4', payload: { coddao: 200 } });
    expect(semParametros.statusCode).toBe(400);
    expect(semParametros.json().conteudo.mensagem).toBe(MENSAGENS_API.requisicaoInvalida);
    const quebrado = await t.app.inject({
      method: 'POST',
      url: '/api/V4',
      headers: { 'content-type': 'application/json' },
      payload: '{"coddao": 16,',
    });
    expect(quebrado.statusCode).toBe(400);
    expect(quebrado.json()).toEqual({
      codstatus: 400,
      conteudo: { mensagem: MENSAGENS_API.requisicaoInvalida },
    });
  });

  it('400: parametros failing the schema name the field', async () => {
    const res = await t.callV4(201, ['W1', 'abc'], { token: tokenAna });
    expect(res.status).toBe(400);
    expect(res.body.conteudo.mensagem).toBe(MENSAGENS_API.parametrosInvalidos);
    expect(Object.keys(res.body.conteudo.campos)).toEqual(['parametros.1']);
  });

  it('413: more than 1 MB for an operation other than the registration', async () => {
    const res = await t.callV4(200, ['W1', 1, 20, 'x'.repeat(1_100_000)], { token: tokenAna });
    expect(res.status).toBe(413);
    expect(res.body.conteudo.mensagem).toBe(MENSAGENS_API.corpoGrande);
  });

  it('400: attachments beyond the stated limits, with the limits in the message', async () => {
    const grande = Buffer.alloc(5 * 1024 * 1024 + 10, 1).toString('base64');
    const anexo = {
      base64: grande,
      filename: 'a.pdf',
      filesize: 1,
      filetype: 'application/pdf',
      dthcriacao: '',
    };
    const res = await t.callV4(94, ['W1'], {
      token: tokenAna,
      idempotencyKey: 'limite-1',
      conteudo: cadastroValido({ anexos: [anexo] }),
    });
    expect(res.status).toBe(400);
    expect(res.body.conteudo.mensagem).toBe(MENSAGENS_API.anexosInvalidos);
    expect(res.body.conteudo.mensagem).toContain('5 MB');
    const exe = await t.callV4(94, ['W1'], {
      token: tokenAna,
      idempotencyKey: 'limite-2',
      conteudo: cadastroValido({
        anexos: [
          {
            base64: 'TVqQ',
            filename: 'virus.exe',
            filesize: 3,
            filetype: 'application/x-msdownload',
            dthcriacao: '',
          },
        ],
      }),
    });
    expect(exe.status).toBe(400);
    expect(exe.body.conteudo.mensagem).toContain('pdf, png, jpg, jpeg');
  });

  it('401: missing, malformed and foreign tokens', async () => {
    const sem = await t.callV4(200, ['W1']);
    const lixo = await t.callV4(200, ['W1'], { token: 'abc.def.ghi' });
    const outraChave = await buildTestApp({ database: t.database });
    const estrangeiro = await outraChave.login(CPF.ana);
    await outraChave.app.close().catch(() => {});
    const res = await t.callV4(200, ['W1'], { token: estrangeiro });
    for (const r of [sem, lixo, res]) {
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ codstatus: 401, conteudo: { mensagem: MENSAGENS.tokenInvalido } });
    }
  });

  it('401: a refused login', async () => {
    const res = await t.callV4(16, ['W1', CPF.bruno, await hashPassword('nao-e-esta', PASSWORD_SECRET)]);
    expect(res.status).toBe(401);
    expect(res.body.conteudo.mensagem).toBe(MENSAGENS_API.loginRecusado);
  });

  it('403: a valid token without the credential', async () => {
    const ficha = await t.callV4(240, ['W1'], { token: tokenIgor });
    expect(ficha.status).toBe(403);
    expect(ficha.body).toEqual({ codstatus: 403, conteudo: { mensagem: MENSAGENS_API.semPermissao } });
    const condominio = await t.callV4(300, ['W1', 'condominio', 'boletos'], { token: tokenAna });
    expect(condominio.status).toBe(403);
  });

  it('409 and 200: the same Idempotency-Key twice at once', async () => {
    const conteudo = cadastroValido();
    // A fresh token: both requests then check its signature at once, so the second arrives while the first
    // runs. (With a token already verified the first may finish before the second is read: that one is a
    // replay, covered by the next test and by idempotency-postgres.test.ts.)
    const token = await t.login(CPF.ana);
    const [a, b] = await Promise.all([
      t.callV4(94, ['W1'], { token, idempotencyKey: 'concorrente-1', conteudo }),
      t.callV4(94, ['W1'], { token, idempotencyKey: 'concorrente-1', conteudo }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const recusada = a.status === 409 ? a : b;
    expect(recusada.body).toEqual({ codstatus: 409, conteudo: { mensagem: MENSAGENS.requisicaoDuplicada } });
  });

  it('200 replay, then 422 for the same key with another payload, 400 without a key', async () => {
    const conteudo = cadastroValido();
    const primeira = await t.callV4(94, ['W1'], { token: tokenAna, idempotencyKey: 'replay-1', conteudo });
    expect(primeira.status).toBe(200);
    const replay = await t.callV4(94, ['W1'], { token: tokenAna, idempotencyKey: 'replay-1', conteudo });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(primeira.body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const outra = await t.callV4(94, ['W1'], {
      token: tokenAna,
      idempotencyKey: 'replay-1',
      conteudo: cadastroValido({ nome: 'Outra Pessoa' }),
    });
    expect(outra.status).toBe(422);
    expect(outra.body.conteudo.mensagem).toBe(MENSAGENS_API.chaveReutilizada);
    const semChave = await t.callV4(94, ['W1'], { token: tokenAna, conteudo });
    expect(semChave.status).toBe(400);
    expect(semChave.body.conteudo.mensagem).toBe(MENSAGENS_API.chaveIdempotenciaAusente);
  });

  it('429: login after repeated failures', async () => {
    const errada = await hashPassword('errada', PASSWORD_SECRET);
    await t.callV4(16, ['W1', CPF.henrique, errada]);
    await t.callV4(16, ['W1', CPF.henrique, errada]);
    const res = await t.callV4(16, ['W1', CPF.henrique, errada]);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ codstatus: 429, conteudo: { mensagem: MENSAGENS_API.muitasTentativas } });
  });

  it('500: an unexpected failure answers a bare message, never the SQL or a stack', async () => {
    const database = await freshDatabase(kind);
    const app = await buildApp({ settings: testSettings(), database });
    const token = await (async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/V4',
        payload: { coddao: 16, parametros: ['W1', CPF.ana, await hashPassword('demo1234', PASSWORD_SECRET)] },
      });
      return res.json().conteudo.token as string;
    })();
    await database.close();
    const res = await app.inject({
      method: 'POST',
      url: '/api/V4',
      headers: { authorization: `Bearer ${token}` },
      payload: { coddao: 200, parametros: ['W1'] },
    });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ codstatus: 500, conteudo: { mensagem: MENSAGENS_API.erroInterno } });
    expect(res.body).not.toMatch(/select|from|at |Error/i);
  });
});
