import {
  applyContactUpdate,
  CONSTANTES,
  type Condominio,
  type Config,
  type EmpresaSelecionada,
  hashPassword,
  isHomeUrl,
  LOGIN_FALHA_KEYS,
  LOGOUT_KEYS,
  MENSAGENS,
  type MenuGrupo,
  normalizeEmpresaSelecionada,
  normalizeMenus,
  type ParamsSistema,
  parseLoginResponse,
  ROTA_LOGIN,
  resolveIsMedico,
  STORAGE_KEYS,
  serializeParamsSistema,
  stripCnpj,
  type Telefone,
  type Usuario,
} from '@portal/core';
import { getRuntimeConfig } from '../../config/runtime-config.ts';
import { getPlataforma } from '../../platform/plataforma.ts';
import { esquecerPushWebNoNavegador } from '../../platform/push-web-sair.ts';
import {
  ApiError,
  bindApiClient,
  chamar,
  encerrarSessaoNoServidor,
  isErroV4,
  operacoes,
} from '../api-client.ts';
import { listCache } from '../list-cache.ts';
import { limparListasGuardadas } from '../listas-guardadas.ts';
import { storage } from '../storage.ts';

export interface SessionState {
  /** False until the stored session has been read at start-up. */
  restaurada: boolean;
  loggedIn: boolean;
  usuario: Usuario | null;
  config: Config | null;
  empresaSelecionada: EmpresaSelecionada | null;
  condominioSelecionado: Condominio | null;
  menus: MenuGrupo[];
  paramsSistema: string;
  isMedico: boolean;
  token: string | null;
  /** True once the user logged out in this run: the guard then remembers no return URL (SPEC §2 keeps one
   * only for session expiry and re-authentication). */
  saiu: boolean;
}

export type Navegar = (url: string, opts?: { replace?: boolean; state?: unknown }) => void;

export interface SessionOptions {
  /** SPEC §9: how long re-authentication waits for a user (60000 ms). */
  esperaReautenticacaoMs?: number;
}

const VAZIO: SessionState = {
  restaurada: false,
  loggedIn: false,
  usuario: null,
  config: null,
  empresaSelecionada: null,
  condominioSelecionado: null,
  menus: [],
  paramsSistema: '',
  isMedico: false,
  token: null,
  saiu: false,
};

/** What the login screen sends as the user: documents without their mask, e-mails as typed. */
export function loginIdentifier(valor: string): string {
  const texto = valor.trim();
  return texto.includes('@') ? texto.toLowerCase() : stripCnpj(texto);
}

function escolherEmpresa(usuario: Usuario): EmpresaSelecionada | null {
  const empresas = usuario.lstempresa;
  const preferida =
    empresas.find((e) => String(e.codempresa) === usuario.codempresaselecionada) ?? empresas[0];
  return preferida ? normalizeEmpresaSelecionada(preferida) : null;
}

/** The session of SPEC §4 outside React, so the API client, the guard and the tests share one source. */
export function createSessionStore(options: SessionOptions = {}) {
  let estado: SessionState = VAZIO;
  const ouvintes = new Set<() => void>();
  let navegar: Navegar = (url, opts) => {
    if (opts?.replace) globalThis.location?.replace(url);
    else globalThis.location?.assign(url);
  };
  const esperaMs = options.esperaReautenticacaoMs ?? CONSTANTES.reautenticacaoEsperaMs;

  function definir(parcial: Partial<SessionState>): void {
    estado = { ...estado, ...parcial };
    for (const ouvinte of ouvintes) ouvinte();
  }

  async function salvarEmpresa(empresa: EmpresaSelecionada | null): Promise<void> {
    const isMedico = resolveIsMedico(empresa?.codempresa);
    const usuario = estado.usuario ? { ...estado.usuario, isMedico } : null;
    definir({ empresaSelecionada: empresa, isMedico, usuario });
    if (empresa) await storage.set(STORAGE_KEYS.empresaSelecionada, empresa);
    else await storage.remove(STORAGE_KEYS.empresaSelecionada);
    if (usuario) await storage.set(STORAGE_KEYS.usuario, usuario);
  }

  async function renovarToken(token: string): Promise<void> {
    if (token.trim() === '') {
      console.warn('Token vazio recebido; o token atual foi mantido.');
      return;
    }
    const usuario = estado.usuario ? { ...estado.usuario, token } : null;
    definir({ token, usuario });
    await storage.set(STORAGE_KEYS.jwt, token);
    if (usuario) await storage.set(STORAGE_KEYS.usuario, usuario);
  }

  /** Remembers where the user was (SPEC §2), unless it is a home URL. */
  /** SPEC §4's local logout, in its order; the list cache is reset after the navigation. */
  async function sairLocalmente(): Promise<void> {
    definir({ ...VAZIO, restaurada: true, saiu: true });
    // Nor does the next one to log in here get this person's notifications (Web Push). Not awaited: the browser
    // may ask its push service, which offline can take long, and the logout never waits for the network.
    void esquecerPushWebNoNavegador();
    // The lists saved for offline reading are this person's too: the next one to log in never sees them.
    await Promise.all([...LOGOUT_KEYS.map((k) => storage.remove(k)), limparListasGuardadas()]);
    try {
      globalThis.sessionStorage?.clear();
    } catch {
      // A browser that refuses session storage has nothing to clear.
    }
    navegar(ROTA_LOGIN, { replace: true });
    listCache.reset();
  }

  async function lembrarRetorno(url: string): Promise<void> {
    const caminho = url.split('?')[0] ?? '';
    if (isHomeUrl(caminho) || caminho.startsWith(ROTA_LOGIN)) return;
    await storage.set(STORAGE_KEYS.returnUrl, url);
  }

  function esperarUsuario(ms: number): Promise<boolean> {
    if (estado.loggedIn && estado.usuario) return Promise.resolve(true);
    return new Promise((resolve) => {
      const fim = setTimeout(() => {
        ouvintes.delete(ver);
        resolve(false);
      }, ms);
      function ver(): void {
        if (estado.loggedIn && estado.usuario) {
          clearTimeout(fim);
          ouvintes.delete(ver);
          resolve(true);
        }
      }
      ouvintes.add(ver);
    });
  }

  const store = {
    getState: (): SessionState => estado,
    subscribe(ouvinte: () => void): () => void {
      ouvintes.add(ouvinte);
      return () => ouvintes.delete(ouvinte);
    },
    setNavigator(fn: Navegar): void {
      navegar = fn;
    },

    /** SPEC §4: restores the session when both the stored user and config exist. */
    async restore(): Promise<void> {
      const [usuario, config, jwt, menus, paramsSistema, empresaGuardada, condominio] = await Promise.all([
        storage.get<Usuario>(STORAGE_KEYS.usuario),
        storage.get<Config>(STORAGE_KEYS.config),
        storage.get<string>(STORAGE_KEYS.jwt),
        storage.get<unknown>(STORAGE_KEYS.menus),
        storage.get<string>(STORAGE_KEYS.paramsSistema),
        storage.get<unknown>(STORAGE_KEYS.empresaSelecionada),
        storage.get<Condominio>(STORAGE_KEYS.condominioSelecionado),
      ]);
      if (!usuario || !config) {
        definir({ ...VAZIO, restaurada: true });
        return;
      }
      let empresa: EmpresaSelecionada | null = null;
      try {
        empresa = empresaGuardada ? normalizeEmpresaSelecionada(empresaGuardada) : null;
      } catch {
        empresa = null;
      }
      definir({
        restaurada: true,
        loggedIn: true,
        usuario,
        config,
        token: jwt ?? usuario.token ?? null,
        menus: normalizeMenus(menus),
        paramsSistema: typeof paramsSistema === 'string' ? paramsSistema : '',
        condominioSelecionado: condominio,
        empresaSelecionada: empresa,
        isMedico: resolveIsMedico(empresa?.codempresa),
      });
      if (!empresaGuardada && usuario.lstempresa?.length) await salvarEmpresa(escolherEmpresa(usuario));
    },

    /** coddao 16; stores usuario, config, jwt, menus and paramsSistema. Rejects with ApiError on failure. */
    async login(usuarioDigitado: string, senha: string): Promise<void> {
      try {
        const hash = await hashPassword(senha, getRuntimeConfig().passwordSecret);
        const conteudo = await chamar(operacoes.login, [loginIdentifier(usuarioDigitado), hash], undefined, {
          loader: false,
        });
        if (isErroV4(conteudo)) throw new ApiError(400, conteudo.mensagem);
        const sessao = parseLoginResponse(conteudo, getPlataforma());
        if (!sessao.token) throw new ApiError(500, MENSAGENS.falhaConectarServidor);
        const empresa = escolherEmpresa(sessao.usuario);
        const isMedico = resolveIsMedico(empresa?.codempresa);
        const usuario = { ...sessao.usuario, isMedico };
        await Promise.all([
          storage.set(STORAGE_KEYS.usuario, usuario),
          storage.set(STORAGE_KEYS.config, sessao.config),
          storage.set(STORAGE_KEYS.jwt, sessao.token),
          storage.set(STORAGE_KEYS.menus, sessao.menus),
          storage.set(STORAGE_KEYS.paramsSistema, sessao.paramsSistema),
          empresa
            ? storage.set(STORAGE_KEYS.empresaSelecionada, empresa)
            : storage.remove(STORAGE_KEYS.empresaSelecionada),
        ]);
        listCache.reset();
        definir({
          restaurada: true,
          loggedIn: true,
          usuario,
          config: sessao.config,
          token: sessao.token,
          menus: sessao.menus,
          paramsSistema: sessao.paramsSistema,
          empresaSelecionada: empresa,
          isMedico,
          condominioSelecionado: null,
        });
      } catch (erro) {
        await Promise.all(LOGIN_FALHA_KEYS.map((k) => storage.remove(k)));
        throw erro;
      }
    },

    /** Where to go after a successful login: the remembered URL (consumed) or home. */
    async consumeReturnUrl(): Promise<string | null> {
      const url = await storage.get<string>(STORAGE_KEYS.returnUrl);
      await storage.remove(STORAGE_KEYS.returnUrl);
      return typeof url === 'string' && url !== '' ? url : null;
    },

    rememberReturnUrl: lembrarRetorno,

    /**
     * SPEC §4's logout: first ends the session on the server (coddao 17; whatever the answer), then the local
     * logout in SPEC's order.
     */
    async logout(): Promise<void> {
      await encerrarSessaoNoServidor();
      await sairLocalmente();
    },

    setEmpresaSelecionada: salvarEmpresa,

    async setCondominioSelecionado(condominio: Condominio | null): Promise<void> {
      definir({ condominioSelecionado: condominio });
      if (condominio) await storage.set(STORAGE_KEYS.condominioSelecionado, condominio);
      else await storage.remove(STORAGE_KEYS.condominioSelecionado);
    },

    renewToken: renovarToken,

    /**
     * SPEC §4's contact update on the stored user (the caller sends coddao 330 first), and a confirmed e-mail
     * change (coddao 607), so the stored user shows what the server now holds.
     */
    async updateContact(update: {
      lsttelefone?: Telefone[];
      dtnascimento?: string;
      email?: string;
    }): Promise<void> {
      if (!estado.usuario) return;
      const usuario = applyContactUpdate(estado.usuario, update);
      if (update.email) usuario.email = update.email;
      definir({ usuario });
      await storage.set(STORAGE_KEYS.usuario, usuario);
    },

    /**
     * coddao 4 with the five slots; the answer is the new token. A refusal rejects with the server's Portuguese
     * message (it names the field); any other failure with SPEC §8's 'Não foi possível atualizar…'.
     */
    async saveParams(p: ParamsSistema): Promise<void> {
      let token: unknown;
      try {
        token = await chamar(
          operacoes.salvarParametros,
          [p.codEmpresa, p.anoLetivo, p.codTurma, p.codAluno, p.codcondomino],
          undefined,
          { loader: MENSAGENS.atualizando },
        );
      } catch (erro) {
        console.error('Falha ao salvar os parâmetros.', erro);
        throw new ApiError(erro instanceof ApiError ? erro.codstatus : 0, MENSAGENS.falhaAtualizarParametros);
      }
      if (isErroV4(token) && token.mensagem.trim() !== '') throw new ApiError(400, token.mensagem);
      if (typeof token !== 'string' || token === '') {
        throw new ApiError(400, MENSAGENS.falhaAtualizarParametros);
      }
      await renovarToken(token);
      const paramsSistema = serializeParamsSistema(p);
      const usuario = estado.usuario ? { ...estado.usuario, paramsistema: paramsSistema } : null;
      definir({ paramsSistema, usuario });
      await storage.set(STORAGE_KEYS.paramsSistema, paramsSistema);
      if (usuario) await storage.set(STORAGE_KEYS.usuario, usuario);
      listCache.reset();
    },

    /** SPEC §4's re-authentication: remember the URL, log out, wait for a user to log in again. */
    async reauthenticate(urlAtual: string): Promise<boolean> {
      await lembrarRetorno(urlAtual);
      // The token was refused already: nothing to end on the server.
      await sairLocalmente();
      return esperarUsuario(esperaMs);
    },

    reauthFailed(): void {
      navegar(ROTA_LOGIN, { replace: true, state: { mensagem: MENSAGENS.tokenInvalido } });
    },

    /** Plugs this session into the API client (token, copy code, renewal, re-authentication). */
    bindApi(loader: { show(m?: string): void; hide(): void }, urlAtual: () => string): void {
      bindApiClient({
        getToken: () => estado.token,
        getCodcopia: () => estado.config?.codcopia,
        onTokenRenewed: renovarToken,
        reauthenticate: () => store.reauthenticate(urlAtual()),
        onReauthFailed: () => store.reauthFailed(),
        loader,
      });
    },
  };
  return store;
}

export type SessionStore = ReturnType<typeof createSessionStore>;
