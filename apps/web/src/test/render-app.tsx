import { setupIonicReact } from '@ionic/react';
import { IonReactRouter } from '@ionic/react-router';
import { parseParamsSistema, STORAGE_KEYS } from '@portal/core';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { afterEach, inject } from 'vitest';
import { App } from '../app/app.tsx';
import { normalizeRuntimeConfig, setRuntimeConfig } from '../config/runtime-config.ts';
import { resetApiClient } from '../lib/api-client.ts';
import { HeaderTitleProvider } from '../lib/header-title.tsx';
import { listCache } from '../lib/list-cache.ts';
import { NotificacoesProvider } from '../lib/notificacoes-contador.tsx';
import { SessionProvider } from '../lib/session/session-provider.tsx';
import { createSessionStore, type SessionOptions, type SessionStore } from '../lib/session/session-store.ts';
import { storage } from '../lib/storage.ts';
import { FeedbackProvider } from '../ui/feedback.tsx';

setupIonicReact({ mode: 'md' });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

/** Demo accounts of DESIGN.md (password demo1234). */
export const CONTAS = {
  admin: '123.456.789-09',
  ana: '529.982.247-25',
  bruno: '390.533.447-05',
  carla: '714.602.380-01',
  igor: '111.444.777-35',
  daniel: '252.016.480-88',
  elisa: '835.146.920-33',
  silvia: '482.159.736-55',
  /** Carla's husband, second resident of her Acácias unit; Roberto, Acácias's síndico; Sebastião, its gate. */
  paulo: '731.604.928-69',
  roberto: '265.873.014-44',
  sebastiao: '594.317.820-14',
} as const;
export const SENHA = 'demo1234';

/** Points the runtime config at the API spawned by the global setup (its own /config.json, absolute bases). */
export async function configurarApi(): Promise<string> {
  const apiUrl = inject('apiUrl');
  const bruto = (await (await fetch(`${apiUrl}/config.json`)).json()) as Record<string, unknown>;
  setRuntimeConfig(normalizeRuntimeConfig({ ...bruto, apiBase: `${apiUrl}/api`, cepBase: apiUrl }, apiUrl));
  return apiUrl;
}

/** A clean slate between tests: storage, session storage, list cache, API client bindings and the URL. */
export async function limparTudo(caminho = '/'): Promise<void> {
  await storage.clear();
  sessionStorage.clear();
  listCache.reset();
  resetApiClient();
  window.history.replaceState(null, '', caminho);
}

export function novaSessao(opcoes: SessionOptions = {}): SessionStore {
  return createSessionStore(opcoes);
}

/** A store logged in for real against the API (coddao 16). */
export async function sessaoLogada(
  conta: string = CONTAS.admin,
  opcoes: SessionOptions = {},
): Promise<SessionStore> {
  const store = novaSessao(opcoes);
  await store.login(conta, SENHA);
  return store;
}

/** Renders `ui` inside the app's real providers (feedback, Ionic router, session, header title, counter). */
export function renderWithProviders(
  ui: ReactNode,
  { route = '/', store = novaSessao() }: { route?: string; store?: SessionStore } = {},
) {
  window.history.replaceState(null, '', route);
  const resultado = render(
    <FeedbackProvider>
      <IonReactRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <SessionProvider store={store}>
          <HeaderTitleProvider>
            <NotificacoesProvider>{ui}</NotificacoesProvider>
          </HeaderTitleProvider>
        </SessionProvider>
      </IonReactRouter>
    </FeedbackProvider>,
  );
  return { ...resultado, store };
}

/** Renders the whole app (shell, routes, guard) at `route` with a restored or logged-in store. */
export async function renderApp({ route = '/', store }: { route?: string; store?: SessionStore } = {}) {
  const sessao = store ?? novaSessao();
  if (!sessao.getState().restaurada) await sessao.restore();
  window.history.replaceState(null, '', route);
  const resultado = render((<App store={sessao} />) as ReactElement);
  return { ...resultado, store: sessao };
}

export async function aguardarCaminho(caminho: string | RegExp, timeout = 10_000): Promise<void> {
  await waitFor(
    () => {
      const atual = window.location.pathname;
      if (typeof caminho === 'string' ? atual !== caminho : !caminho.test(atual)) {
        throw new Error(`caminho ${atual}, esperado ${caminho}`);
      }
    },
    { timeout },
  );
}

export async function lerChave<T>(chave: keyof typeof STORAGE_KEYS): Promise<T | null> {
  return storage.get<T>(STORAGE_KEYS[chave]);
}

export function comFilhos({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

/**
 * Ana's context on Lucas, saved on the server (after rendering: the page reads the change). Her context is shared by
 * every test file against the one API, and some switch her children.
 */
export function anaEmLucas(store: SessionStore): Promise<void> {
  return act(() =>
    store.saveParams({
      ...parseParamsSistema(store.getState().paramsSistema),
      codTurma: '2611',
      codAluno: 'A10231',
    }),
  );
}
