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

export async function mostrarApp(store: SessionStore): Promise<void> {
  const { App, precarregarRota } = await carregarApp();
  // The URL's page in the shell's first commit, not an empty place that React then holds for 300 ms.
  await precarregarRota(location.pathname);
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
