import { CODDAO, MENSAGENS, MENSAGENS_API } from '@portal/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CPF, v3Path } from './fixtures.ts';
import { buildTestApp, type TestApp } from './helper.ts';

/** Every Portuguese message the API may answer with; a 4xx must carry one of them (or an operation's own). */
const CONHECIDAS = new Set<string>([
  ...(Object.values(MENSAGENS_API) as unknown[]).filter((m): m is string => typeof m === 'string'),
  ...(Object.values(MENSAGENS) as unknown[]).filter((m): m is string => typeof m === 'string'),
]);
const PORTUGUES = /[ãõçáéíóúâêô]|(\b(de|não|inválid[oa]|requisição|operação|registro|evento)\b)/i;
const VAZAMENTO =
  /(\bat \w+ \(|node_modules|\/work\/|\bSELECT\b|\bINSERT\b|\bsyntax error\b|TypeError|RangeError|stack)/i;

/** Values a hostile client sends: out-of-range numbers, control characters, prototype names, deep nesting. */
function hostil(): fc.Arbitrary<unknown> {
  const folha = fc.oneof(
    fc.integer(),
    fc.constantFrom(2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53, 1e308, -0, 0.5, 1e-300),
    fc.constantFrom('2147483648', '99999999999999', '-1', '0', 'todas', 'W1', 'W8', ''),
    fc.constantFrom('constructor', '__proto__', 'toString', 'hasOwnProperty', 'escola', 'boletim'),
    fc.constantFrom('a\u0000b', '\u0000', 'x\u001b[31m', "'; DROP TABLE pessoa; --", '<script>x</script>'),
    fc.string({ maxLength: 30 }),
    fc.string({ unit: 'binary', maxLength: 20 }),
    fc.boolean(),
    fc.constant(null),
  );
  const { valor } = fc.letrec((tie) => ({
    valor: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      folha,
      fc.array(tie('valor'), { maxLength: 4 }),
      fc.dictionary(fc.string({ maxLength: 8 }), tie('valor'), { maxKeys: 4 }),
    ),
  }));
  return valor;
}

const coddaos = Object.values(CODDAO);

describe('hostile V4 bodies never get a 500 (issue 11)', () => {
  let t: TestApp;
  let token: string;
  /** Logout bodies (17, 18) get a session of their own, replaced whenever one of them ends it. */
  let tokenDeSaida: string;
  const encerra = (coddao: unknown) =>
    coddao === CODDAO.encerrarSessao || coddao === CODDAO.encerrarTodasSessoes;
  beforeAll(async () => {
    t = await buildTestApp();
    token = await t.login(CPF.admin);
    tokenDeSaida = await t.login(CPF.bruno);
  });
  afterAll(() => t.close());

  it('10,000 generated bodies across every coddao: 4xx in Portuguese, nothing leaks', async () => {
    const corpo = fc.record(
      {
        coddao: fc.oneof(fc.constantFrom(...coddaos), fc.integer(), fc.string({ maxLength: 5 })),
        parametros: fc.oneof(
          fc.array(hostil(), { maxLength: 7 }).map((p) => ['W1', ...p]),
          hostil(),
        ),
        conteudo: hostil(),
      },
      { requiredKeys: ['coddao'] },
    );
    let n = 0;
    await fc.assert(
      fc.asyncProperty(corpo, fc.boolean(), async (body, comToken) => {
        n++;
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/V4',
          headers: {
            'content-type': 'application/json',
            'idempotency-key': `fuzz-${n}`,
            ...(comToken ? { authorization: `Bearer ${encerra(body.coddao) ? tokenDeSaida : token}` } : {}),
          },
          payload: JSON.stringify(body),
        });
        if (encerra(body.coddao) && comToken && res.statusCode === 200)
          tokenDeSaida = await t.login(CPF.bruno);
        expect(res.statusCode, res.body).toBeLessThan(500);
        expect(res.body, res.body).not.toMatch(VAZAMENTO);
        if (res.statusCode >= 400) {
          const mensagem = (res.json() as { conteudo: { mensagem: string } }).conteudo.mensagem;
          expect(CONHECIDAS.has(mensagem) || PORTUGUES.test(mensagem), mensagem).toBe(true);
        }
      }),
      { numRuns: 10_000, seed: 20261124 },
    );
    expect(n).toBeGreaterThanOrEqual(10_000);
  }, 600_000);

  it('the named cases of the review: int4 overflow, NUL, a prototype name, 5,000 nested arrays, a bad URL', async () => {
    const pedir = (body: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/V4',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': 'k',
        },
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      });
    for (const body of [
      { coddao: 201, parametros: ['W1', 2 ** 31] },
      { coddao: 212, parametros: ['W1', '2147483648'] },
      { coddao: 301, parametros: ['W1', 'escola', 2 ** 31] },
      { coddao: 200, parametros: ['W1', 1, 20, 'a\u0000'] },
      { coddao: 300, parametros: ['W1', 'constructor', 'x'] },
      `{"coddao":94,"parametros":["W1"],"conteudo":${'['.repeat(5000)}${']'.repeat(5000)}}`,
    ]) {
      const res = await pedir(body);
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
    }
    for (const params of [[2 ** 31], ['99999999999'], [2 ** 53]]) {
      const v3 = await t.app.inject({
        method: 'GET',
        url: await v3Path('anexo', params),
        headers: { authorization: `Bearer ${token}` },
      });
      expect(v3.statusCode, String(params)).toBe(404);
    }
    const url = await t.app.inject({ method: 'GET', url: '/ws/%E0%A4%A/json' });
    expect(url.statusCode).toBe(400);
    expect(url.json()).toEqual({ codstatus: 400, conteudo: { mensagem: MENSAGENS_API.enderecoInvalido } });
  });
});
