import './ui/base.css';

import { ROTA_LOGIN } from '@portal/core';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { podePintarAntesDoBloqueio } from './app/bloqueio-inicial.ts';
import { iniciar } from './app/bootstrap.ts';
import { LoginInicial } from './app/login-inicial.tsx';
import { levaAoLogin } from './app/route-table.ts';
import { agendarServiceWorker } from './app/service-worker.ts';
import type { SessionStore } from './lib/session/session-store.ts';
import { adiantarRecados, mostraRecados } from './pages/recados-dados.ts';
import { pintarEsbocoRecados } from './pages/recados-esboco.ts';
import { FalhaInicio } from './ui/falha-inicio.tsx';

const raiz = createRoot(document.getElementById('root') as HTMLElement);

// The shell (Ionic, router, split pane, menu, notification counter) is its own chunk: a logged-out visitor's
// first screen is the login form alone (issue 12).
const carregarApp = () => import('./app/app.tsx');

async function mostrarApp(store: SessionStore): Promise<void> {
  const { App } = await carregarApp();
  startTransition(() =>
    raiz.render(
      <StrictMode>
        <App store={store} />
      </StrictMode>,
    ),
  );
}

async function comecar(): Promise<void> {
  try {
    const store = await iniciar();
    const { loggedIn } = store.getState();
    if (!loggedIn && levaAoLogin(location.pathname)) {
      // What the shell's guard would do: remember a guarded URL (never home or the login) and show the login.
      void store.rememberReturnUrl(`${location.pathname}${location.search}`);
      if (location.pathname !== ROTA_LOGIN) history.replaceState(null, '', ROTA_LOGIN);
      raiz.render(
        <StrictMode>
          <LoginInicial
            store={store}
            carregarApp={carregarApp}
            aoEntrar={(destino) => {
              history.replaceState(null, '', destino);
              return mostrarApp(store);
            }}
          />
        </StrictMode>,
      );
      return;
    }
    // The home's first page and its code are asked for now, beside the shell, not after it renders; what was
    // saved of it paints at once, while the shell's code is still on its way.
    if (loggedIn && mostraRecados(location.pathname)) {
      const livre = podePintarAntesDoBloqueio(store.getState());
      const { recados, vencimento } = await adiantarRecados(store.getState());
      if (recados && recados.itens.length > 0 && (await livre)) {
        pintarEsbocoRecados(document.getElementById('root') as HTMLElement, recados, vencimento);
        // Let the saved page reach the screen before the shell's ~250 KB start downloading: on a slow phone
        // line they would otherwise share the bandwidth the first paint is waiting on (a frame here is ~16 ms).
        await new Promise((pintou) => requestAnimationFrame(() => setTimeout(pintou, 0)));
      }
      void carregarApp();
      void import('./pages/recados-page.tsx');
    }
    await mostrarApp(store);
  } catch (erro) {
    console.error('Falha ao iniciar o Portal.', erro);
    raiz.render(<FalhaInicio aoTentarNovamente={() => void comecar()} />);
  }
}

// A page restored from the back-forward cache keeps its old in-memory session: after a logout in a later
// document, Back must not show it. Start again from storage instead.
window.addEventListener('pageshow', (evento) => {
  if (evento.persisted) location.reload();
});

void comecar();
agendarServiceWorker();
