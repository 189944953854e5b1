import { useCallback, useRef } from 'react';
import type { SessionStore } from '../lib/session/session-store.ts';
import { LoginFormulario } from '../pages/login-formulario.tsx';
import { precarregarHome } from '../pages/recados-dados.ts';
import { carregarSobreposicoes, FeedbackProvider } from '../ui/feedback.tsx';
import { OfflineBanner } from '../ui/offline-banner.tsx';

/**
 * The first screen of a logged-out visitor (issue 12): the login form alone, without Ionic, the router or the
 * shell. The shell starts loading at the first sign of use of the form, so it is there when the person submits,
 * and never competes with the login screen's own first paint.
 */
export function LoginInicial({
  store,
  carregarApp,
  aoEntrar,
}: {
  store: SessionStore;
  carregarApp: () => Promise<unknown>;
  /** Shows the shell at `destino` (start-up swaps this screen for it). */
  aoEntrar: (destino: string) => Promise<void>;
}) {
  const preparado = useRef(false);
  const preparar = useCallback(() => {
    if (preparado.current) return;
    preparado.current = true;
    void carregarApp().catch(() => {});
    void carregarSobreposicoes().catch(() => {});
  }, [carregarApp]);

  return (
    <FeedbackProvider>
      <OfflineBanner />
      <main className="login-fundo" onFocus={preparar} onPointerDown={preparar}>
        <LoginFormulario
          store={store}
          aoEntrar={async (destino) => {
            precarregarHome(store, destino);
            await aoEntrar(destino);
          }}
        />
      </main>
    </FeedbackProvider>
  );
}
