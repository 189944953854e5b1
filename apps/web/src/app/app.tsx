import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import '@ionic/react/css/padding.css';
import '@ionic/react/css/display.css';
import './app.css';

import { startFocusVisible } from '@ionic/core/dist/collection/utils/focus-visible.js';
import { IonApp, IonSplitPane, setupIonicReact } from '@ionic/react';
import { IonReactRouter } from '@ionic/react-router';
import { useEffect, useState } from 'react';
import { useDepoisDaPintura } from '../lib/depois-da-pintura.ts';
import { HeaderTitleProvider } from '../lib/header-title.tsx';
import { useMenuPedido, useTelaLarga } from '../lib/menu-lateral.ts';
import { NotificacoesProvider } from '../lib/notificacoes-contador.tsx';
import { paginaPreguicosa } from '../lib/pagina-preguicosa.tsx';
import { SessionProvider, useSession } from '../lib/session/session-provider.tsx';
import type { SessionStore } from '../lib/session/session-store.ts';
import { carregarSobreposicoes, FeedbackProvider } from '../ui/feedback.tsx';
import { OfflineBanner } from '../ui/offline-banner.tsx';
import { BloqueioBiometrico } from './bloqueio-biometrico.tsx';
import { LimiteDaRota } from './limite-da-rota.tsx';
import { PlataformaNativa } from './plataforma-nativa.tsx';
import { AppRoutes } from './routes.tsx';

export { precarregarRota } from './routes.tsx';

// md mode everywhere; its page transition is SPEC §2's (280 ms slide up from 40 px with fade, 200 ms back).
setupIonicReact({ mode: 'md' });

// Ionic marks keyboard focus (.ion-focused, which draws the ring) only once ion-app finds the browser idle: on a
// busy phone right after login that is seconds late, and a Tab meanwhile showed no ring. Start it with the shell.
startFocusVisible();

// A logged-out visitor never downloads the menu. Its code that cannot arrive (offline) leaves the pages alone
// and is asked for again (issue 29), instead of taking the whole window down.
const SideMenu = paginaPreguicosa(() => import('./side-menu.tsx'));

/**
 * The side menu, mounted when it is first needed. On a wide screen that is after the page's first paint (it
 * appears a moment later instead of delaying the page); on a phone, where it is hidden, when the person first
 * opens it (lib/menu-lateral.ts). Both are issue 12's blocking time on the home; and the state that waits for
 * them lives here, so its change re-renders this and not the routes beside it.
 */
function MenuSobDemanda() {
  const depoisDaPintura = useDepoisDaPintura();
  const largo = useTelaLarga();
  const pedido = useMenuPedido();
  if (!pedido && !(largo && depoisDaPintura)) return null;
  return (
    <LimiteDaRota silencioso>
      <SideMenu />
    </LimiteDaRota>
  );
}

function Moldura() {
  const { loggedIn } = useSession();
  // Every session end starts a new split pane and outlet: Ionic would otherwise keep the previous user's
  // pages in its stack (still mounted, some left visible under the login screen after the next login).
  const [sessoes, setSessoes] = useState({ logado: loggedIn, geracao: 0 });
  if (sessoes.logado !== loggedIn) {
    setSessoes({ logado: loggedIn, geracao: loggedIn ? sessoes.geracao : sessoes.geracao + 1 });
  }
  return (
    <IonSplitPane key={sessoes.geracao} when="lg" contentId="main">
      {loggedIn && <MenuSobDemanda />}
      <AppRoutes />
    </IonSplitPane>
  );
}

/** The providers and the shell; `store` lets start-up (and tests) hand in an already restored session. */
export function App({ store }: { store?: SessionStore }) {
  // The alert, loader and toast code is not on the first route; fetch it once the shell is idle.
  useEffect(() => {
    const espera = setTimeout(() => void carregarSobreposicoes().catch(() => {}), 1500);
    return () => clearTimeout(espera);
  }, []);
  return (
    <IonApp>
      <OfflineBanner />
      <FeedbackProvider>
        <IonReactRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
          <SessionProvider store={store}>
            <HeaderTitleProvider>
              <NotificacoesProvider>
                <PlataformaNativa />
                <BloqueioBiometrico>
                  <Moldura />
                </BloqueioBiometrico>
              </NotificacoesProvider>
            </HeaderTitleProvider>
          </SessionProvider>
        </IonReactRouter>
      </FeedbackProvider>
    </IonApp>
  );
}
