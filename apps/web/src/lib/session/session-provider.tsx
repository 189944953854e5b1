import type { EmpresaSelecionada, ParamsSistema, Telefone } from '@portal/core';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';
import { useNavigate } from 'react-router-dom';
import { useFeedback } from '../../ui/feedback.tsx';
import { createSessionStore, type SessionState, type SessionStore } from './session-store.ts';

export interface Session extends Omit<SessionState, 'token'> {
  setEmpresaSelecionada(e: EmpresaSelecionada | null): Promise<void>;
  login(user: string, senha: string): Promise<void>;
  logout(): Promise<void>;
  updateContact(update: { lsttelefone?: Telefone[]; dtnascimento?: string; email?: string }): Promise<void>;
  saveParams(p: ParamsSistema): Promise<void>;
  store: SessionStore;
}

const SessionContext = createContext<SessionStore | null>(null);

/**
 * Owns the one session store, wires it to the router (logout and re-authentication navigate with the
 * router, never window.location) and to the API client. Must sit inside the router and the feedback provider.
 */
export function SessionProvider({ children, store }: { children: ReactNode; store?: SessionStore }) {
  const sessao = useMemo(() => store ?? createSessionStore(), [store]);
  const navigate = useNavigate();
  const { loader } = useFeedback();

  const navegar = useRef(navigate);
  navegar.current = navigate;
  // Bound while rendering, not in an effect: children's effects (the notification counter) run before this
  // provider's effects and already call the API.
  const ligada = useRef<SessionStore | null>(null);
  if (ligada.current !== sessao) {
    ligada.current = sessao;
    sessao.setNavigator((url, opts) =>
      navegar.current(url, { replace: opts?.replace ?? false, state: opts?.state }),
    );
    sessao.bindApi(loader, () => `${location.pathname}${location.search}`);
  }

  useEffect(() => {
    if (!sessao.getState().restaurada) void sessao.restore();
  }, [sessao]);

  return <SessionContext.Provider value={sessao}>{children}</SessionContext.Provider>;
}

export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSession precisa de <SessionProvider>.');
  return store;
}

/** The session of SPEC §4 for components. */
export function useSession(): Session {
  const store = useSessionStore();
  const estado = useSyncExternalStore(store.subscribe, store.getState);
  return useMemo(
    () => ({
      ...estado,
      setEmpresaSelecionada: store.setEmpresaSelecionada,
      login: store.login,
      logout: store.logout,
      updateContact: store.updateContact,
      saveParams: store.saveParams,
      store,
    }),
    [estado, store],
  );
}
