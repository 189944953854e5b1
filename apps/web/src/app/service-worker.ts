import { CONSTANTES } from '@portal/core';
import { isNativa } from '../platform/plataforma.ts';

/**
 * SPEC §7: registers ngsw-worker.js when the app is stable (loaded and idle) or after 30000 ms, whichever comes
 * first. SPEC §4: a new worker waiting in the ready state is activated and the page reloads.
 */
export function agendarServiceWorker(): void {
  if (import.meta.env.DEV || isNativa() || !('serviceWorker' in navigator)) return;
  let registrado = false;
  const registrar = () => {
    if (registrado) return;
    registrado = true;
    void import('virtual:pwa-register').then(({ registerSW }) => {
      const atualizar = registerSW({
        immediate: true,
        onNeedRefresh: () => void atualizar(true),
        onRegisterError: (erro: unknown) => console.warn('Service worker não registrado.', erro),
      });
    });
  };
  const quandoEstavel = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(registrar, { timeout: 5000 });
    else setTimeout(registrar, 0);
  };
  if (document.readyState === 'complete') quandoEstavel();
  else window.addEventListener('load', quandoEstavel, { once: true });
  setTimeout(registrar, CONSTANTES.registroServiceWorkerMs);
}
