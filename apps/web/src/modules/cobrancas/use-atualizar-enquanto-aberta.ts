import { useEffect } from 'react';
import { aoMudar } from '../../lib/mudancas.ts';

/**
 * While `ativo` (a charge still to pay on screen), calls `atualizar` when the API says the person's charges
 * changed (the payment webhook announces it at its commit: lib/mudancas.ts), and when the page becomes visible
 * again. Nothing asks on a timer (issue 29, item 4): the stream is the one way a screen learns of a payment, and
 * every WebView the app ships in has EventSource.
 */
export function useAtualizarEnquantoAberta(ativo: boolean, atualizar: () => void) {
  useEffect(() => {
    if (!ativo) return;
    const seVisivel = () => {
      if (document.visibilityState !== 'hidden') atualizar();
    };
    // A change heard while hidden is read on return (visibilitychange), so a hidden tab asks nothing.
    const parar = aoMudar('cobrancas', seVisivel);
    document.addEventListener('visibilitychange', seVisivel);
    return () => {
      parar();
      document.removeEventListener('visibilitychange', seVisivel);
    };
  }, [ativo, atualizar]);
}
