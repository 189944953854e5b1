import { CODDAO, hashPassword, MENSAGENS } from '@portal/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getRuntimeConfig, setRuntimeConfig } from '../config/runtime-config.ts';
import { forjarToken, lerClaims } from '../test/jwt.ts';
import { CONTAS, configurarApi, limparTudo, sessaoLogada } from '../test/render-app.tsx';
import { semErro } from '../test/sem-erro.ts';
import { ApiError, bindApiClient, chamar, fetchDocumento, isErroV4, operacoes } from './api-client.ts';

interface Pedido {
  url: string;
  headers: Record<string, string>;
  corpo: { coddao: number; parametros: unknown[]; conteudo?: unknown } | null;
}

/** Records what the client sends; every request still goes to the real API. */
function gravarPedidos(): Pedido[] {
  const pedidos: Pedido[] = [];
  const original = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((entrada, init) => {
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const corpo = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    pedidos.push({ url: String(entrada), headers, corpo });
    return original(entrada, init);
  });
  return pedidos;
}

async function tokenDe(
  conta: string,
): Promise<{ token: string; codpessoa: number; ps: string; sid: string }> {
  const store = await sessaoLogada(conta);
  const token = store.getState().token ?? '';
  const claims = lerClaims(token);
  return { token, codpessoa: Number(claims.sub), ps: claims.ps, sid: claims.sid };
}

beforeEach(async () => {
  await configurarApi();
  await limparTudo('/home/recados');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('chamar: envelope and headers (SPEC §7)', () => {
  it('sends the copy code first, JSON headers and X-App-Origin, and no bearer for the login', async () => {
    const pedidos = gravarPedidos();
    const hash = await hashPassword('senha-errada', getRuntimeConfig().passwordSecret);
    await expect(chamar(operacoes.login, ['52998224725', hash])).rejects.toBeInstanceOf(ApiError);
    const [login] = pedidos;
    expect(login?.url).toBe(`${getRuntimeConfig().api}/V4`);
    expect(login?.corpo).toEqual({ coddao: 16, parametros: ['W1', '52998224725', hash] });
    expect(login?.headers['content-type']).toBe('application/json');
    expect(login?.headers['x-app-origin']).toBe(window.location.origin);
    expect(login?.headers.authorization).toBeUndefined();
  });

  it('uses W8 on a planosaude URL, W2 on prevsan, else the config copy code', async () => {
    const pedidos = gravarPedidos();
    let codcopia: string | null = 'W5';
    bindApiClient({ getCodcopia: () => codcopia });
    window.history.replaceState(null, '', '/planosaude/beneficiario/guia-medico');
    await chamar(operacoes.guiaMedico, [], undefined, { loader: false });
    window.history.replaceState(null, '', '/prevsan/extrato');
    await chamar(operacoes.guiaMedico, [], undefined, { loader: false });
    window.history.replaceState(null, '', '/home/recados');
    await chamar(operacoes.guiaMedico, [], undefined, { loader: false });
    codcopia = null;
    await chamar(operacoes.guiaMedico, [], undefined, { loader: false });
    expect(pedidos.map((p) => p.corpo?.parametros[0])).toEqual(['W8', 'W2', 'W5', 'W1']);
  });

  it('sends the bearer on every other call and resolves with conteudo', async () => {
    const { token } = await tokenDe(CONTAS.ana);
    bindApiClient({ getToken: () => token });
    const pedidos = gravarPedidos();
    const lista = semErro(await chamar(operacoes.recados, [1, 5]));
    expect(pedidos[0]?.headers.authorization).toBe(`Bearer ${token}`);
    expect(lista.pagina).toBe(1);
    expect(lista.itens.length).toBeGreaterThan(0);
    expect(typeof lista.itens[0]?.titulo).toBe('string');
  });

  it('sends one Idempotency-Key for 483 (generated when not given) and shows the loader meanwhile', async () => {
    const { token } = await tokenDe(CONTAS.admin);
    const loader = { show: vi.fn(), hide: vi.fn() };
    bindApiClient({ getToken: () => token, loader });
    const pedidos = gravarPedidos();
    const eventos = semErro(await chamar(operacoes.eventos, [1, 5], undefined, { loader: false }));
    const codevento = eventos.itens[0]?.codevento ?? 0;
    await chamar(operacoes.inscricaoEvento, [codevento], { participantes: 1 });
    await chamar(
      operacoes.inscricaoEvento,
      [codevento],
      { participantes: 1 },
      { idempotencyKey: 'chave-fixa-1' },
    );
    expect(pedidos[0]?.headers['idempotency-key']).toBeUndefined();
    expect(pedidos[1]?.headers['idempotency-key']).toMatch(/^[\x21-\x7e]{8,}$/);
    expect(pedidos[2]?.headers['idempotency-key']).toBe('chave-fixa-1');
    expect(loader.show).toHaveBeenCalledWith(MENSAGENS.processando);
    expect(loader.hide).toHaveBeenCalledTimes(loader.show.mock.calls.length);
  });
});

describe('the contract in development and tests', () => {
  it("rejects an answer that does not follow the operation's result schema, naming the operation", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ codstatus: 200, conteudo: { total: 'três' } }), { status: 200 }),
    );
    const erro = await chamar(operacoes.notificacoesNaoLidas, []).catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(Error);
    expect((erro as Error).message).toMatch(/^A resposta de notificacoesNaoLidas não segue o contrato/);
  });

  it('sends the operation number of the contract, never one written in the app', async () => {
    const pedidos = gravarPedidos();
    await chamar(operacoes.guiaMedico, [], undefined, { loader: false });
    expect(pedidos[0]?.corpo?.coddao).toBe(220);
    expect(operacoes.guiaMedico).toEqual({ nome: 'guiaMedico', coddao: CODDAO.guiaMedico });
  });
});

describe('answers other than 200', () => {
  it('resolves a 400 with the error conteudo', async () => {
    const { token } = await tokenDe(CONTAS.ana);
    bindApiClient({ getToken: () => token });
    const resposta = await chamar(operacoes.recados, ['não é página', 5]);
    expect(isErroV4(resposta)).toBe(true);
    expect((resposta as { mensagem: string }).mensagem.length).toBeGreaterThan(0);
  });

  it("rejects a refused login with the server's message, without re-authenticating", async () => {
    const reauthenticate = vi.fn(async () => true);
    bindApiClient({ reauthenticate });
    const hash = await hashPassword('senha-errada', getRuntimeConfig().passwordSecret);
    const erro = await chamar(operacoes.login, ['39053344705', hash]).catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(ApiError);
    expect((erro as ApiError).codstatus).toBe(401);
    expect((erro as ApiError).mensagem).not.toBe(MENSAGENS.falhaConectarServidor);
    expect(reauthenticate).not.toHaveBeenCalled();
  });

  it("turns a 409 into 'Requisição duplicada detectada. Aguardando finalização anterior.'", async () => {
    let { token } = await tokenDe(CONTAS.admin);
    bindApiClient({ getToken: () => token });
    const eventos = semErro(await chamar(operacoes.eventos, [1, 20]));
    const livres = eventos.itens.filter((e) => !e.inscrito).slice(0, 4);
    // Whether a duplicate overlaps the first request is the server's timing: each round uses a fresh event and
    // key, and a loaded machine gets a few rounds to show one. Each round has a token the server has not seen
    // yet, so every copy waits on its signature check and they arrive together (a token already checked is
    // recognised at once, and the first copy may finish before the next is read: a replay, not a 409).
    let viu409 = false;
    for (const [rodada, evento] of livres.entries()) {
      token = (await tokenDe(CONTAS.admin)).token;
      const chave = `dup-${Date.now()}-${rodada}`;
      const resultados = await Promise.allSettled(
        Array.from({ length: 6 }, () =>
          chamar(
            operacoes.inscricaoEvento,
            [evento.codevento],
            { participantes: 1 },
            { idempotencyKey: chave },
          ),
        ),
      );
      const rejeitadas = resultados.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(resultados.some((r) => r.status === 'fulfilled')).toBe(true);
      for (const r of rejeitadas) {
        expect(r.reason).toBeInstanceOf(ApiError);
        expect((r.reason as ApiError).codstatus).toBe(409);
        expect((r.reason as ApiError).mensagem).toBe(MENSAGENS.requisicaoDuplicada);
      }
      viu409 = rejeitadas.length > 0;
      if (viu409) break;
    }
    expect(viu409).toBe(true);
  });

  it("rejects with 'Falha na conexão.' when the server cannot be reached", async () => {
    setRuntimeConfig({ ...getRuntimeConfig(), api: 'http://127.0.0.1:9/api' });
    const erro = await chamar(operacoes.recados, [1, 5]).catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(ApiError);
    expect((erro as ApiError).mensagem).toBe(MENSAGENS.falhaConexao);
  });
});

describe('token renewal and re-authentication (SPEC §4)', () => {
  it('stores the renewed token the API sends once the token is past half its life', async () => {
    const { codpessoa, ps, sid } = await tokenDe(CONTAS.ana);
    const agora = Math.floor(Date.now() / 1000);
    const velho = forjarToken({ codpessoa, paramsistema: ps, sid, iat: agora - 3000, exp: agora + 600 });
    const renovados: string[] = [];
    bindApiClient({ getToken: () => velho, onTokenRenewed: async (t) => void renovados.push(t) });
    await chamar(operacoes.notificacoesNaoLidas, []);
    expect(renovados).toHaveLength(1);
    expect(renovados[0]).not.toBe(velho);
    expect(lerClaims(renovados[0] ?? '').sub).toBe(String(codpessoa));
  });

  it('re-authenticates once for parallel 401s and retries each original request', async () => {
    const { codpessoa, ps, sid } = await tokenDe(CONTAS.ana);
    const agora = Math.floor(Date.now() / 1000);
    let token = forjarToken({ codpessoa, paramsistema: ps, sid, iat: agora - 7200, exp: agora - 3600 });
    const reauthenticate = vi.fn(async () => {
      token = (await tokenDe(CONTAS.ana)).token;
      return true;
    });
    bindApiClient({ getToken: () => token, reauthenticate });
    const pedidos = gravarPedidos();
    const respostas = await Promise.all([
      chamar(operacoes.notificacoesNaoLidas, []),
      chamar(operacoes.recados, [1, 5]),
      chamar(operacoes.notificacoes, [1, 5]),
    ]);
    expect(reauthenticate).toHaveBeenCalledTimes(1);
    expect(typeof semErro(respostas[0]).total).toBe('number');
    expect(semErro(respostas[1]).itens.length).toBeGreaterThan(0);
    const v4 = pedidos.filter((p) => p.url.endsWith('/V4') && p.corpo?.coddao !== CODDAO.login);
    expect(v4).toHaveLength(6);
    expect(v4.slice(3).every((p) => p.headers.authorization === `Bearer ${token}`)).toBe(true);
  });

  it("fails with 'Token expirado e reautenticação falhou.' and sends the user to login once", async () => {
    // The real attempt waits for the user (up to 60 s); a short wait keeps both 401s inside one attempt.
    const reauthenticate = vi.fn(() => new Promise<boolean>((ok) => setTimeout(() => ok(false), 300)));
    const onReauthFailed = vi.fn();
    bindApiClient({ getToken: () => 'token-invalido', reauthenticate, onReauthFailed });
    const resultados = await Promise.allSettled([
      chamar(operacoes.recados, [1, 5]),
      chamar(operacoes.notificacoes, [1, 5]),
    ]);
    for (const r of resultados) {
      expect(r.status).toBe('rejected');
      expect((r as PromiseRejectedResult).reason.mensagem).toBe(MENSAGENS.reautenticacaoFalhou);
    }
    expect(reauthenticate).toHaveBeenCalledTimes(1);
    expect(onReauthFailed).toHaveBeenCalledTimes(1);
  });
});

describe('fetchDocumento (V3)', () => {
  it("fetches an announcement's attachment with the hash and the bearer, and reports failures in Portuguese", async () => {
    const { token } = await tokenDe(CONTAS.admin);
    const loader = { show: vi.fn(), hide: vi.fn() };
    bindApiClient({ getToken: () => token, loader });
    const recados = semErro(await chamar(operacoes.recados, [1, 50]));
    const anexo = recados.itens.flatMap((r) => r.anexos)[0];
    expect(anexo).toBeDefined();
    const blob = await fetchDocumento('anexo', [anexo?.codanexo ?? 0]);
    expect(blob.size).toBe(anexo?.filesize);
    expect(loader.show).toHaveBeenCalledWith(MENSAGENS.aguarde);
    expect(loader.hide).toHaveBeenCalledTimes(1);
    const erro = await fetchDocumento('anexo', [999999]).catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(ApiError);
    expect([MENSAGENS.nenhumDado, MENSAGENS.falhaBuscarDocumento]).toContain((erro as ApiError).mensagem);
  });
});
