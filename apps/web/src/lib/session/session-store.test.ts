import {
  LOGOUT_KEYS,
  MENSAGENS,
  MENSAGENS_API,
  parseParamsSistema,
  ROTA_LOGIN,
  STORAGE_KEYS,
} from '@portal/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getRuntimeConfig, setRuntimeConfig } from '../../config/runtime-config.ts';
import { CONTAS, configurarApi, limparTudo, novaSessao, sessaoLogada } from '../../test/render-app.tsx';
import { ApiError } from '../api-client.ts';
import { listCache } from '../list-cache.ts';
import { storage } from '../storage.ts';
import { loginIdentifier } from './session-store.ts';

beforeEach(async () => {
  await configurarApi();
  await limparTudo('/');
});

describe('login (coddao 16)', () => {
  it('stores usuario, config, jwt, menus and paramsSistema, and picks the first company', async () => {
    const store = await sessaoLogada(CONTAS.ana);
    const estado = store.getState();
    expect(estado.loggedIn).toBe(true);
    expect(estado.usuario?.nompessoa).toContain('Ana');
    expect(await storage.get(STORAGE_KEYS.jwt)).toBe(estado.token);
    expect((await storage.get<{ token: string }>(STORAGE_KEYS.usuario))?.token).toBe(estado.token);
    expect(await storage.get(STORAGE_KEYS.config)).toEqual(estado.config);
    expect((await storage.get<unknown[]>(STORAGE_KEYS.menus))?.length).toBeGreaterThan(0);
    expect(await storage.get(STORAGE_KEYS.paramsSistema)).toMatch(/^[^;]*;[^;]*;[^;]*;[^;]*;[^;]*$/);
    expect(estado.empresaSelecionada?.nomempresa).toBe('Colégio Horizonte');
  });

  it('clears usuario, config, jwt and paramsSistema when the login fails', async () => {
    await storage.set(STORAGE_KEYS.usuario, { nome: 'antigo' });
    await storage.set(STORAGE_KEYS.config, {});
    await storage.set(STORAGE_KEYS.jwt, 'x');
    await storage.set(STORAGE_KEYS.paramsSistema, ';;;;');
    await storage.set(STORAGE_KEYS.themeConfig, { logo: 'l', color: '#007bff' });
    const erro = await novaSessao()
      .login(CONTAS.ana, 'senha-errada')
      .catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(ApiError);
    for (const chave of ['usuario', 'config', 'jwt', 'paramsSistema'] as const) {
      expect(await storage.get(STORAGE_KEYS[chave])).toBeNull();
    }
    expect(await storage.get(STORAGE_KEYS.themeConfig)).not.toBeNull();
  });

  it('sends documents without their mask and e-mails as typed', () => {
    expect(loginIdentifier(' 529.982.247-25 ')).toBe('52998224725');
    expect(loginIdentifier('12.ABC.345/01DE-35')).toBe('12ABC34501DE35');
    expect(loginIdentifier('Ana@Exemplo.com.br')).toBe('ana@exemplo.com.br');
  });
});

describe('restore (SPEC §4)', () => {
  it('restores the session when both usuario and config are stored, and picks and saves the first company', async () => {
    const logada = await sessaoLogada(CONTAS.admin);
    await storage.remove(STORAGE_KEYS.empresaSelecionada);
    const store = novaSessao();
    await store.restore();
    const estado = store.getState();
    expect(estado.loggedIn).toBe(true);
    expect(estado.token).toBe(logada.getState().token);
    const primeira = estado.usuario?.lstempresa[0];
    expect(estado.empresaSelecionada?.codempresa).toBe(primeira?.codempresa);
    expect((await storage.get<{ codempresa: number }>(STORAGE_KEYS.empresaSelecionada))?.codempresa).toBe(
      primeira?.codempresa,
    );
  });

  it('stays logged out when the config is missing', async () => {
    await sessaoLogada(CONTAS.ana);
    await storage.remove(STORAGE_KEYS.config);
    const store = novaSessao();
    await store.restore();
    expect(store.getState()).toMatchObject({ restaurada: true, loggedIn: false, usuario: null });
  });

  it('uses no company when the stored one cannot be read (no name)', async () => {
    await sessaoLogada(CONTAS.ana);
    await storage.set(STORAGE_KEYS.empresaSelecionada, { codempresa: 5 });
    const store = novaSessao();
    await store.restore();
    expect(store.getState().empresaSelecionada).toBeNull();
    expect(store.getState().isMedico).toBe(false);
  });

  it('recomputes the provider type when a company is selected, and clears the stored choice with null', async () => {
    const store = await sessaoLogada(CONTAS.admin);
    await store.setEmpresaSelecionada({
      codempresa: -1201,
      codprestador: '7',
      nomempresa: 'Clínica',
      lstanoletivo: [],
    });
    expect(store.getState().isMedico).toBe(true);
    await store.setEmpresaSelecionada({
      codempresa: -9302,
      codprestador: '8',
      nomempresa: 'Lab',
      lstanoletivo: [],
    });
    expect(store.getState().isMedico).toBe(false);
    await store.setEmpresaSelecionada(null);
    expect(await storage.get(STORAGE_KEYS.empresaSelecionada)).toBeNull();
  });
});

describe('token refresh and contact update', () => {
  it('replaces jwt and the token inside usuario only with a non-empty token', async () => {
    const store = await sessaoLogada(CONTAS.ana);
    const aviso = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await store.renewToken('');
    expect(aviso).toHaveBeenCalled();
    expect(await storage.get(STORAGE_KEYS.jwt)).toBe(store.getState().token);
    await store.renewToken('novo.token.x');
    expect(await storage.get(STORAGE_KEYS.jwt)).toBe('novo.token.x');
    expect((await storage.get<{ token: string }>(STORAGE_KEYS.usuario))?.token).toBe('novo.token.x');
    aviso.mockRestore();
  });

  it('replaces phones only with a non-empty list and the birth date when present, then saves the user', async () => {
    const store = await sessaoLogada(CONTAS.ana);
    const antes = store.getState().usuario?.lsttelefone;
    await store.updateContact({ lsttelefone: [], dtnascimento: '01/02/1980' });
    expect(store.getState().usuario?.lsttelefone).toEqual(antes);
    await store.updateContact({ lsttelefone: [{ ddd: '11', tel: '912345678' }] });
    const salvo = await storage.get<{ lsttelefone: unknown[]; dtnascimento: string }>(STORAGE_KEYS.usuario);
    expect(salvo?.lsttelefone).toEqual([{ ddd: '11', tel: '912345678' }]);
    expect(salvo?.dtnascimento).toBe('01/02/1980');
  });
});

describe('system parameters (coddao 4)', () => {
  it('saves the five slots, replaces the token with the answer and stores paramsSistema', async () => {
    const store = await sessaoLogada(CONTAS.ana);
    store.bindApi({ show: () => {}, hide: () => {} }, () => '/parametros');
    const antes = store.getState().token;
    const [codEmpresa, , , codAluno, codcondomino] = store.getState().paramsSistema.split(';');
    // The other child, with that child's school year and class: a context Ana really has (issue 10).
    const outro = (
      (store.getState().usuario?.lstaluno ?? []) as {
        codaluno: string;
        anoletivo: number;
        codturma: string;
      }[]
    ).find((a) => a.codaluno !== codAluno);
    if (!outro) throw new Error('Ana tem dois filhos');
    const p = {
      codEmpresa: codEmpresa ?? '',
      anoLetivo: String(outro.anoletivo),
      codTurma: outro.codturma,
      codAluno: outro.codaluno,
      codcondomino: codcondomino ?? '',
    };
    await store.saveParams(p);
    const esperado = [p.codEmpresa, p.anoLetivo, p.codTurma, p.codAluno, p.codcondomino].join(';');
    expect(store.getState().paramsSistema).toBe(esperado);
    expect(await storage.get(STORAGE_KEYS.paramsSistema)).toBe(esperado);
    expect(store.getState().token).not.toBe(antes);
    expect(await storage.get(STORAGE_KEYS.jwt)).toBe(store.getState().token);
  });

  it('a refusal shows the server’s Portuguese message naming the field, under the loader', async () => {
    const store = await sessaoLogada(CONTAS.igor);
    const loader: string[] = [];
    store.bindApi({ show: (m) => loader.push(m ?? ''), hide: () => {} }, () => '/parametros');
    const antes = store.getState().paramsSistema;
    const erro = await store
      .saveParams({
        codEmpresa: '999999',
        anoLetivo: '1999',
        codTurma: 'x',
        codAluno: 'y',
        codcondomino: 'z',
      })
      .catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(ApiError);
    expect((erro as ApiError).mensagem).toBe(MENSAGENS_API.contextoEmpresa);
    expect(loader).toEqual([MENSAGENS.atualizando]);
    expect(store.getState().paramsSistema).toBe(antes);
  });

  it("rejects with 'Não foi possível atualizar os parâmetros no momento.' when there is no message", async () => {
    const store = await sessaoLogada(CONTAS.igor);
    store.bindApi({ show: () => {}, hide: () => {} }, () => '/parametros');
    // Nothing listens there: the request fails without an answer from the server.
    setRuntimeConfig({ ...getRuntimeConfig(), api: 'http://127.0.0.1:9/api' });
    const erro = await store
      .saveParams(parseParamsSistema(store.getState().paramsSistema))
      .catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(ApiError);
    expect((erro as ApiError).mensagem).toBe(MENSAGENS.falhaAtualizarParametros);
  });
});

describe('logout (SPEC §4)', () => {
  it('removes exactly the listed keys, clears session storage, navigates with replace, then resets the list cache', async () => {
    const store = await sessaoLogada(CONTAS.ana);
    await storage.set(STORAGE_KEYS.themeConfig, { logo: 'l', color: '#007bff' });
    await storage.set(STORAGE_KEYS.returnUrl, '/notificacoes');
    for (const chave of LOGOUT_KEYS) if ((await storage.get(chave)) === null) await storage.set(chave, 'x');
    sessionStorage.setItem('qualquer', '1');
    await listCache.get('lista', async () => [1, 2]);
    const ordem: string[] = [];
    const navegar = vi.fn((url: string, opts?: { replace?: boolean }) => {
      ordem.push(`navegar ${url} ${opts?.replace}`);
      ordem.push(`cache ${listCache.isLoaded('lista')}`);
    });
    store.setNavigator(navegar);
    await store.logout();
    for (const chave of LOGOUT_KEYS) expect(await storage.get(chave)).toBeNull();
    expect(await storage.get(STORAGE_KEYS.themeConfig)).not.toBeNull();
    expect(await storage.get(STORAGE_KEYS.returnUrl)).toBe('/notificacoes');
    expect(sessionStorage.length).toBe(0);
    expect(ordem).toEqual([`navegar ${ROTA_LOGIN} true`, 'cache true']);
    expect(listCache.isLoaded('lista')).toBe(false);
    expect(store.getState()).toMatchObject({ loggedIn: false, usuario: null, token: null, menus: [] });
  });

  it('ends the session on the server first: the old token is refused afterwards', async () => {
    const store = await sessaoLogada(CONTAS.ana);
    const token = store.getState().token;
    const listar = () =>
      fetch(`${getRuntimeConfig().api}/V4`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ coddao: 211, parametros: ['W1'] }),
      });
    expect((await listar()).status).toBe(200);
    store.bindApi({ show() {}, hide() {} }, () => '/');
    store.setNavigator(vi.fn());
    await store.logout();
    expect((await listar()).status).toBe(401);
  });

  it('without the server, the local logout still happens', async () => {
    const store = await sessaoLogada(CONTAS.ana);
    store.bindApi({ show() {}, hide() {} }, () => '/');
    store.setNavigator(vi.fn());
    const api = getRuntimeConfig().api;
    setRuntimeConfig({ ...getRuntimeConfig(), api: 'http://127.0.0.1:9/api' });
    try {
      await store.logout();
    } finally {
      setRuntimeConfig({ ...getRuntimeConfig(), api });
    }
    expect(store.getState().loggedIn).toBe(false);
    expect(await storage.get(STORAGE_KEYS.jwt)).toBeNull();
  });
});
