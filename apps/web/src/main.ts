import './ui/base.css';

import { ROTA_LOGIN } from '@portal/core';
import { abreComEsboco, adiantarRota } from './app/adiantar-rota.ts';
import { podePintarAntesDoBloqueio } from './app/bloqueio-inicial.ts';
import { iniciar } from './app/bootstrap.ts';
import { levaAoLogin } from './app/route-table.ts';
import { agendarServiceWorker } from './app/service-worker.ts';
import { adiantarRecados, mostraRecados } from './pages/recados-dados.ts';
import { pintarEsbocoRecados } from './pages/recados-esboco.ts';

// Nothing here imports React (issue 12): React with the first screens (app/tela.tsx) is asked for at once, as when
// it was the entry's own import, but it is evaluated apart, in a task of its own when it arrives, instead of
// inside the entry's (on a slow phone that one task was 125–190 ms). Not preloaded from index.html: there it
// shared the line with the stylesheet the first paint waits on. A failed load is asked for again on retry.
// A page that start-up paints before the shell (app/adiantar-rota.ts) asks for React after that paint instead.
let telaPedida: ReturnType<typeof pedirTela> | null = null;
function pedirTela() {
  const pedida = import('./app/tela.tsx');
  pedida.catch(() => {});
  telaPedida = pedida;
  return pedida;
}
if (!abreComEsboco(location.pathname)) pedirTela();
const tela = () => (telaPedida ?? pedirTela()).catch(() => pedirTela());

async function comecar(): Promise<void> {
  try {
    const store = await iniciar();
    const { loggedIn } = store.getState();
    if (!loggedIn && levaAoLogin(location.pathname)) {
      // What the shell's guard would do: remember a guarded URL (never home or the login) and show the login.
      void store.rememberReturnUrl(`${location.pathname}${location.search}`);
      if (location.pathname !== ROTA_LOGIN) history.replaceState(null, '', ROTA_LOGIN);
      (await tela()).mostrarLogin(store);
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
      void import('./app/app.tsx');
      void import('./pages/recados-page.tsx');
    } else if (loggedIn) {
      const livre = podePintarAntesDoBloqueio(store.getState()).then((pode) =>
        pode ? document.getElementById('root') : null,
      );
      const esboco = adiantarRota(location.pathname, store.getState(), livre);
      if (esboco) {
        // A page painted from its read (a few KB) before the shell's ~250 KB start sharing the line with it.
        await esboco;
        void import('./app/app.tsx');
        await (await tela()).mostrarApp(store, document.querySelector('#root > .esboco') !== null);
        return;
      }
    }
    await (await tela()).mostrarApp(store);
  } catch (erro) {
    console.error('Falha ao iniciar o Portal.', erro);
    tela().then(
      ({ mostrarFalha }) => mostrarFalha(() => void comecar()),
      // Not even the error screen could load (offline, never cached): the splash stays.
      (falha: unknown) => console.error('Falha ao carregar a tela do Portal.', falha),
    );
  }
}

// A page restored from the back-forward cache keeps its old in-memory session: after a logout in a later
// document, Back must not show it. Start again from storage instead.
window.addEventListener('pageshow', (evento) => {
  if (evento.persisted) location.reload();
});

void comecar();
agendarServiceWorker();
