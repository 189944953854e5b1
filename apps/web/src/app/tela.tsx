// The React side of start-up, in a chunk of its own: main.ts asks for it at once but reads the session and paints
// the saved home without it, and React's ~220 KB are evaluated in a task of their own, not in the entry's (issue
// 12: on a slow phone that one task was 125–190 ms of blocking time).
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { SessionStore } from '../lib/session/session-store.ts';
import { FalhaInicio } from '../ui/falha-inicio.tsx';
import { LoginInicial } from './login-inicial.tsx';

const raiz = createRoot(document.getElementById('root') as HTMLElement);

// The shell (Ionic, router, split pane, menu, notification counter) is its own chunk: a logged-out visitor's
// first screen is the login form alone (issue 12).
const carregarApp = () => import('./app.tsx');

/**
 * Renders the shell. `substituiEsboco`: a module page's sketch is on screen (app/adiantar-rota.ts), so the shell's
 * first commit carries the URL's page: a page that suspends commits an empty place first, which would replace the
 * sketch for the 300 ms React then holds the page back. Elsewhere the shell and the page stay two commits (two
 * shorter tasks on a slow phone's main thread).
 */
export async function mostrarApp(store: SessionStore, substituiEsboco = false): Promise<void> {
  const { App, precarregarRota } = await carregarApp();
  if (substituiEsboco) await precarregarRota(location.pathname);
  startTransition(() =>
    raiz.render(
      <StrictMode>
        <App store={store} />
      </StrictMode>,
    ),
  );
}

export function mostrarLogin(store: SessionStore): void {
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
}

export function mostrarFalha(tentarNovamente: () => void): void {
  raiz.render(<FalhaInicio aoTentarNovamente={tentarNovamente} />);
}
