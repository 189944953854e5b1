import { IonApp, IonSplitPane } from '@ionic/react';
import { IonReactRouter } from '@ionic/react-router';
import { lazy, Suspense } from 'react';
import { SessionProvider, useSession } from '../lib/session/session-provider.tsx';
import type { SessionStore } from '../lib/session/session-store.ts';
import { FeedbackProvider } from '../ui/feedback.tsx';
import { OfflineBanner } from '../ui/offline-banner.tsx';
import { HeaderTitleProvider } from './header-title.tsx';
import { NotificacoesProvider } from './notificacoes-contador.tsx';
import { PlataformaNativa } from './plataforma-nativa.tsx';
import { AppRoutes } from './routes.tsx';

// A logged-out visitor never downloads the menu.
const SideMenu = lazy(() => import('./side-menu.tsx'));

function Moldura() {
  const { loggedIn } = useSession();
  return (
    <IonSplitPane when="lg" contentId="main">
      {loggedIn && (
        <Suspense fallback={null}>
          <SideMenu />
        </Suspense>
      )}
      <AppRoutes />
    </IonSplitPane>
  );
}

/** The providers and the shell; `store` lets start-up (and tests) hand in an already restored session. */
export function App({ store }: { store?: SessionStore }) {
  return (
    <IonApp>
      <OfflineBanner />
      <FeedbackProvider>
        <IonReactRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
          <SessionProvider store={store}>
            <HeaderTitleProvider>
              <NotificacoesProvider>
                <PlataformaNativa />
                <Moldura />
              </NotificacoesProvider>
            </HeaderTitleProvider>
          </SessionProvider>
        </IonReactRouter>
      </FeedbackProvider>
    </IonApp>
  );
}
