import { useEffect } from 'react';
import { aoMudar } from '../../lib/mudancas.ts';

/** Where there is no stream of changes (a WebView without EventSource), how often an open charge asks. */
export const INTERVALO_ATUALIZACAO_MS = 4000;

/**
 * While `ativo` (a charge still to pay on screen), calls `atualizar` when the API says the person's charges
 * changed (the payment webhook announces it at its commit: lib/mudancas.ts), and when the page becomes visible
 * again: the screen turns "Pago" as soon as the confirmation lands, without asking every few seconds. Only where
 * EventSource does not exist does it still ask every `intervalo`.
 */
export function useAtualizarEnquantoAberta(
  ativo: boolean,
  atualizar: () => void,
  intervalo = INTERVALO_ATUALIZACAO_MS,
) {
  useEffect(() => {
    if (!ativo) return;
    const visivel = () => document.visibilityState !== 'hidden';
    const seVisivel = () => {
      if (visivel()) atualizar();
    };
    // A change heard while hidden is read on return (visibilitychange), so a hidden tab asks nothing.
    const parar = aoMudar('cobrancas', seVisivel);
    const id = typeof EventSource === 'undefined' ? window.setInterval(seVisivel, intervalo) : undefined;
    document.addEventListener('visibilitychange', seVisivel);
    return () => {
      parar();
      window.clearInterval(id);
      document.removeEventListener('visibilitychange', seVisivel);
    };
  }, [ativo, atualizar, intervalo]);
}
