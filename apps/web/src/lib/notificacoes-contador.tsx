import { CONSTANTES } from '@portal/core';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { chamar, isErroV4, operacoes } from './api-client.ts';
import { aoMudar, iniciarMudancas, pararMudancas } from './mudancas.ts';
import { useSession } from './session/session-provider.tsx';

export interface NotificacoesContador {
  naoLidas: number;
  /** Queues increments (e.g. a push received); SPEC §4 adds them to the counter every 5 s. */
  incrementar(quantidade?: number): void;
  definir(total: number): void;
  recarregar(): Promise<void>;
}

const ContadorContext = createContext<NotificacoesContador | null>(null);

export function NotificacoesProvider({ children }: { children: ReactNode }) {
  const { loggedIn, paramsSistema } = useSession();
  const [naoLidas, setNaoLidas] = useState(0);
  const pendentes = useRef(0);

  const recarregar = useCallback(async () => {
    try {
      const r = await chamar(operacoes.notificacoesNaoLidas, [], undefined, { loader: false });
      if (!isErroV4(r) && typeof r?.total === 'number') setNaoLidas(r.total);
    } catch (erro) {
      console.warn('Contador de notificações indisponível.', erro);
    }
  }, []);

  // The counter follows the context (issue 10): another child or building has other notifications.
  useEffect(() => {
    if (loggedIn && paramsSistema !== undefined) void recarregar();
  }, [loggedIn, paramsSistema, recarregar]);

  // The stream of changes lives with the session, in its context (its ticket carries it): opened after login and
  // on every context change, closed on logout. The bell takes the server's count from it, never adds to it.
  useEffect(() => {
    if (!loggedIn || paramsSistema === undefined) {
      pararMudancas();
      return;
    }
    iniciarMudancas();
    return pararMudancas;
  }, [loggedIn, paramsSistema]);
  useEffect(
    () =>
      aoMudar('notificacoes', ({ naoLidas: total }) => {
        if (total === undefined) void recarregar();
        else {
          pendentes.current = 0;
          setNaoLidas(total);
        }
      }),
    [recarregar],
  );

  useEffect(() => {
    if (!loggedIn) {
      setNaoLidas(0);
      pendentes.current = 0;
      return;
    }
    const intervalo = setInterval(() => {
      if (pendentes.current === 0) return;
      const soma = pendentes.current;
      pendentes.current = 0;
      setNaoLidas((n) => n + soma);
    }, CONSTANTES.contadorNotificacoesMs);
    return () => clearInterval(intervalo);
  }, [loggedIn]);

  const valor = useMemo<NotificacoesContador>(
    () => ({
      naoLidas,
      incrementar: (quantidade = 1) => {
        pendentes.current += quantidade;
      },
      definir: (total) => setNaoLidas(Math.max(0, total)),
      recarregar,
    }),
    [naoLidas, recarregar],
  );
  return <ContadorContext.Provider value={valor}>{children}</ContadorContext.Provider>;
}

export function useNotificacoesContador(): NotificacoesContador {
  const valor = useContext(ContadorContext);
  if (!valor) throw new Error('useNotificacoesContador precisa de <NotificacoesProvider>.');
  return valor;
}
