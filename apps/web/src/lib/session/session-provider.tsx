import type { EmpresaSelecionada, ParamsSistema, Telefone } from '@portal/core';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFeedback } from '../../ui/feedback.tsx';
import { createSessionStore, type SessionState, type SessionStore } from './session-store.ts';

export interface Session extends Omit<SessionState, 'token'> {
  setEmpresaSelecionada(e: EmpresaSelecionada | null): Promise<void>;
  login(user: string, senha: string): Promise<void>;
  logout(): Promise<void>;
  updateContact(update: { lsttelefone?: Telefone[]; dtnascimento?: string }): Promise<void>;
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

  useEffect(() => {
    sessao.setNavigator((url, opts) =>
      navigate(url, { replace: opts?.replace ?? false, state: opts?.state }),
    );
    sessao.bindApi(loader, () => `${location.pathname}${location.search}`);
  }, [sessao, navigate, loader]);

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
