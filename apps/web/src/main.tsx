import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import '@ionic/react/css/padding.css';
import '@ionic/react/css/display.css';
import './app/app.css';

import { setupIonicReact } from '@ionic/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { iniciar } from './app/bootstrap.ts';
import { agendarServiceWorker } from './app/service-worker.ts';
import { FalhaInicio } from './ui/falha-inicio.tsx';
import { carregarSobreposicoes } from './ui/feedback.tsx';

// md mode everywhere; its page transition is SPEC §2's (280 ms slide up from 40 px with fade, 200 ms back).
setupIonicReact({ mode: 'md' });

const raiz = createRoot(document.getElementById('root') as HTMLElement);

async function comecar(): Promise<void> {
  try {
    const store = await iniciar();
    raiz.render(
      <StrictMode>
        <App store={store} />
      </StrictMode>,
    );
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
// The alert, loader and toast code is not on the first route; fetch it once the app is idle.
window.addEventListener('load', () => setTimeout(() => void carregarSobreposicoes().catch(() => {}), 1500), {
  once: true,
});
