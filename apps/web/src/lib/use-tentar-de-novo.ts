import { useEffect } from 'react';
import { aoVoltarConexao } from './conexao-voltou.ts';

/** Automatic retries of what did not arrive, while the page is visible: 2 s, 4 s… up to a minute. */
export const ESPERA_INICIAL_MS = 2000;
export const ESPERA_MAXIMA_MS = 60_000;

/** The wait before retry number `tentativas` (0 for the first): doubled each time, at most a minute. */
export function esperaDaTentativa(tentativas: number): number {
  return Math.min(ESPERA_INICIAL_MS * 2 ** tentativas, ESPERA_MAXIMA_MS);
}

/**
 * While `ativo` (a page's code or data did not arrive), asks again: when the connection returns (`online`, or
 * the server answering another request again), when the page is shown again, and on a backoff while it is visible
 * (a hidden tab asks nothing). `tentativas` is how
 * many retries already failed; each new failure re-arms the backoff with a longer wait.
 */
export function useTentarDeNovo(ativo: boolean, tentativas: number, tentarNovamente: () => void): void {
  useEffect(() => {
    if (!ativo) return;
    let espera: ReturnType<typeof setTimeout> | undefined;
    const agendar = () => {
      clearTimeout(espera);
      if (document.visibilityState === 'hidden') return;
      espera = setTimeout(tentarNovamente, esperaDaTentativa(tentativas));
    };
    const aoVoltarAVista = () => (document.visibilityState === 'visible' ? tentarNovamente() : agendar());
    agendar();
    window.addEventListener('online', tentarNovamente);
    document.addEventListener('visibilitychange', aoVoltarAVista);
    const pararDeOuvir = aoVoltarConexao(tentarNovamente);
    return () => {
      clearTimeout(espera);
      pararDeOuvir();
      window.removeEventListener('online', tentarNovamente);
      document.removeEventListener('visibilitychange', aoVoltarAVista);
    };
  }, [ativo, tentativas, tentarNovamente]);
}
