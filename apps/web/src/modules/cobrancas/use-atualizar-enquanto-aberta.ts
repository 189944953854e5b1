import { useEffect } from 'react';

/** How often an open charge asks whether it was paid. */
export const INTERVALO_ATUALIZACAO_MS = 4000;

/**
 * While `ativo` (a charge still to pay on screen), calls `atualizar` every few seconds when the page is visible,
 * and at once when it becomes visible again: the screen turns "Pago" within seconds of the confirmation.
 */
export function useAtualizarEnquantoAberta(
  ativo: boolean,
  atualizar: () => void,
  intervalo = INTERVALO_ATUALIZACAO_MS,
) {
  useEffect(() => {
    if (!ativo) return;
    const visivel = () => document.visibilityState !== 'hidden';
    const id = window.setInterval(() => {
      if (visivel()) atualizar();
    }, intervalo);
    const aoMudar = () => {
      if (visivel()) atualizar();
    };
    document.addEventListener('visibilitychange', aoMudar);
    return () => {
      window.clearInterval(id);
      document.removeEventListener('visibilitychange', aoMudar);
    };
  }, [ativo, atualizar, intervalo]);
}
