import { guardDecision, ROTA_HOME_RECADOS, ROTA_LOGIN } from '@portal/core';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession, useSessionStore } from '../lib/session/session-provider.tsx';

/**
 * SPEC §4/§6's guard: one component over core's guardDecision. Not logged in → the login screen (the URL is
 * remembered as returnUrl); no current user or a missing credential → /home/recados.
 */
export function Guarded({ children }: { children: ReactNode }) {
  const { restaurada, loggedIn, usuario } = useSession();
  const store = useSessionStore();
  const location = useLocation();
  const url = `${location.pathname}${location.search}`;
  const decisao = restaurada
    ? guardDecision({
        url: location.pathname,
        loggedIn,
        hasUser: usuario !== null,
        credenciais: usuario?.credenciais ?? [],
      })
    : null;
  // Ionic keeps earlier pages mounted and hands them the new location too; only the page on screen may redirect
  // or remember a return URL, and never once the login screen itself is showing.
  const ativa =
    location.pathname !== ROTA_LOGIN &&
    (globalThis.location === undefined || globalThis.location.pathname === location.pathname);

  useEffect(() => {
    if (decisao === 'login' && ativa) void store.rememberReturnUrl(url);
  }, [decisao, ativa, url, store]);

  if (decisao === null) return null;
  if (decisao === 'allow') return children;
  if (!ativa) return null;
  if (decisao === 'login') return <Navigate to={ROTA_LOGIN} replace state={{ returnUrl: url }} />;
  return <Navigate to={ROTA_HOME_RECADOS} replace />;
}
