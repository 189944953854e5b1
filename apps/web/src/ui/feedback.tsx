import { MENSAGENS } from '@portal/core';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { definirAvisoArquivos } from '../lib/arquivos.ts';

export interface AlertButton {
  text: string;
  role?: 'cancel' | 'confirm' | 'destructive';
  handler?: () => void;
}

export interface AlertOptions {
  header?: string;
  message: string;
  buttons?: (string | AlertButton)[];
}

export interface ConfirmOptions {
  header?: string;
  message: string;
  cancelText?: string;
  okText?: string;
}

export interface Feedback {
  alert(opts: AlertOptions): Promise<void>;
  confirm(opts: ConfirmOptions): Promise<boolean>;
  toast(message: string, opts?: { duration?: number; color?: string }): void;
  loader: { show(message?: string): void; hide(): void };
}

/** SPEC §4's loader state: not loading by default; loading with a message; back to not loading and ''. */
export interface EstadoLoader {
  carregando: boolean;
  mensagem: string;
}

type Sobreposicoes = typeof import('./sobreposicoes.ts');

let sobreposicoes: Promise<Sobreposicoes> | null = null;

/** The overlays' code (alert, loading, toast) arrives on first use; the app prefetches it when idle. */
export function carregarSobreposicoes(): Promise<Sobreposicoes> {
  sobreposicoes ??= import('./sobreposicoes.ts');
  return sobreposicoes;
}

const FeedbackContext = createContext<Feedback | null>(null);
const LoaderContext = createContext<EstadoLoader>({ carregando: false, mensagem: '' });

/** SPEC §4/§8: alerts (OK button), confirm ('Não' / 'Sim'), one loader with a message, toasts of 2000 ms at the bottom. */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [loader, setLoader] = useState<EstadoLoader>({ carregando: false, mensagem: '' });
  const pedidos = useRef(0);
  const elementoLoader = useRef<Promise<HTMLIonLoadingElement | null> | null>(null);

  const feedback = useMemo<Feedback>(() => {
    const alertar = async (opts: AlertOptions): Promise<string | undefined> => {
      const modulo = await carregarSobreposicoes();
      return modulo.apresentarAlerta({ ...opts, buttons: opts.buttons ?? [MENSAGENS.botaoOk] });
    };
    return {
      alert: async (opts) => {
        await alertar(opts);
      },
      confirm: async (opts) => {
        const role = await alertar({
          header: opts.header,
          message: opts.message,
          buttons: [
            { text: opts.cancelText ?? MENSAGENS.botaoNao, role: 'cancel' },
            { text: opts.okText ?? MENSAGENS.botaoSim, role: 'confirm' },
          ],
        });
        return role === 'confirm';
      },
      toast: (message, opts) => {
        void carregarSobreposicoes().then((m) => m.apresentarToast(message, opts ?? {}));
      },
      loader: {
        show: (mensagem) => {
          const texto = mensagem ?? MENSAGENS.aguarde;
          pedidos.current += 1;
          setLoader({ carregando: true, mensagem: texto });
          if (pedidos.current === 1) {
            elementoLoader.current = carregarSobreposicoes()
              .then((m) => m.apresentarLoading(texto))
              .catch(() => null);
          } else {
            void elementoLoader.current?.then((el) => {
              if (el) el.message = texto;
            });
          }
        },
        hide: () => {
          if (pedidos.current === 0) return;
          pedidos.current -= 1;
          if (pedidos.current > 0) return;
          setLoader({ carregando: false, mensagem: '' });
          const el = elementoLoader.current;
          elementoLoader.current = null;
          void el?.then((loading) => loading?.dismiss());
        },
      },
    };
  }, []);

  useEffect(() => {
    definirAvisoArquivos(
      (mensagem) => void feedback.alert({ header: MENSAGENS.tituloAviso, message: mensagem }),
    );
  }, [feedback]);

  return (
    <FeedbackContext.Provider value={feedback}>
      <LoaderContext.Provider value={loader}>{children}</LoaderContext.Provider>
    </FeedbackContext.Provider>
  );
}

export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback precisa de <FeedbackProvider>.');
  return feedback;
}

/** Whether the loader is on, and its message. */
export function useLoader(): EstadoLoader {
  return useContext(LoaderContext);
}
