import { useEffect } from 'react';
import { aoMudar } from '../../lib/mudancas.ts';

/**
 * While `ativo` (a charge still to pay on screen), calls `atualizar` when the API says the person's charges
 * changed (the payment webhook announces it at its commit: lib/mudancas.ts), and when the page becomes visible
 * again: the screen turns "Pago" as soon as the confirmation lands, without asking every few seconds.
 */
export function useAtualizarEnquantoAberta(ativo: boolean, atualizar: () => void) {
  useEffect(() => {
    if (!ativo) return;
    const visivel = () => document.visibilityState !== 'hidden';
    const seVisivel = () => {
      if (visivel()) atualizar();
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
