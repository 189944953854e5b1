import { guardDecision, ROTA_HOME_RECADOS, ROTA_LOGIN } from '@portal/core';
import { type ReactNode, useEffect } from 'react';
import { matchPath, Navigate, useLocation } from 'react-router-dom';
import { useSession, useSessionStore } from '../lib/session/session-provider.tsx';

/**
 * SPEC §4/§6's guard: one component over core's guardDecision. Not logged in → the login screen (the URL is
 * remembered as returnUrl); no current user or a missing credential → /home/recados.
 */
export function Guarded({ padrao, children }: { padrao: string; children: ReactNode }) {
  const { restaurada, loggedIn, usuario, saiu } = useSession();
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
  // Ionic keeps earlier pages mounted and they see the current URL: only the page whose route matches it may
  // redirect or remember a return URL (several hidden pages navigating at once corrupt Ionic's view stack).
  const ativa = matchPath({ path: padrao, end: true }, location.pathname) !== null;

  // A visitor arriving logged out is brought back after login; a user who just logged out is not.
  useEffect(() => {
    if (decisao === 'login' && ativa && !saiu) void store.rememberReturnUrl(url);
  }, [decisao, ativa, saiu, url, store]);

  if (decisao === null) return null;
  if (decisao === 'allow') return children;
  if (!ativa) return null;
  if (decisao === 'login') return <Navigate to={ROTA_LOGIN} replace state={{ returnUrl: url }} />;
  return <Navigate to={ROTA_HOME_RECADOS} replace />;
}
