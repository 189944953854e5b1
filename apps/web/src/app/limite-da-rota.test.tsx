import { IonApp, IonRouterOutlet } from '@ionic/react';
import { MENSAGENS } from '@portal/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { type ReactNode, useEffect } from 'react';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { esquecerFalhas, paginaPreguicosa } from '../lib/pagina-preguicosa.tsx';
import { ESPERA_INICIAL_MS } from '../lib/use-tentar-de-novo.ts';
import { configurarApi, renderWithProviders } from '../test/render-app.tsx';
import { LimiteDaRota } from './limite-da-rota.tsx';

const montagens = { casca: 0 };

/** Stands for the shell around the outlet (menu, header): it counts how often it mounts. */
function Casca({ children }: { children: ReactNode }) {
  useEffect(() => {
    montagens.casca += 1;
  }, []);
  return (
    <IonApp>
      <nav aria-label="Menu principal">menu</nav>
      <IonRouterOutlet id="main">{children}</IonRouterOutlet>
    </IonApp>
  );
}

function BoletimPage() {
  return <h2>Boletim carregado</h2>;
}

function emRota(pagina: ReactNode) {
  return (
    <Casca>
      <Route path="/escola/boletim" element={<LimiteDaRota>{pagina}</LimiteDaRota>} />
    </Casca>
  );
}

beforeEach(async () => {
  montagens.casca = 0;
  esquecerFalhas();
  // React reports every error a boundary catches on the console; here they are the point of the test.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await configurarApi();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('a route whose code cannot arrive (issue 29)', () => {
  it('says so in the page, keeps the menu, and recovers on `online` without remounting the shell', async () => {
    // A hidden page asks nothing on its own (no backoff): what asks again here can only be the connection's return,
    // however long the page then takes to render under load.
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    let chamadas = 0;
    const Boletim = paginaPreguicosa(async () => {
      chamadas += 1;
      if (chamadas === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: BoletimPage };
    });
    renderWithProviders(emRota(<Boletim />), { route: '/escola/boletim' });

    const alerta = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alerta.textContent).toContain(MENSAGENS.paginaNaoCarregou);
    expect(screen.getByRole('button', { name: MENSAGENS.botaoTentarNovamente })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: MENSAGENS.tituloPaginaIndisponivel })).toBeTruthy();
    await new Promise((r) => setTimeout(r, ESPERA_INICIAL_MS + 200));
    expect(chamadas).toBe(1);

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('heading', { name: 'Boletim carregado' }, { timeout: 8000 })).toBeTruthy();
    expect(chamadas).toBe(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(montagens.casca).toBe(1);
  });

  it('tries again by itself after a backoff while the page is visible', async () => {
    let chamadas = 0;
    const Boletim = paginaPreguicosa(async () => {
      chamadas += 1;
      if (chamadas === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: BoletimPage };
    });
    renderWithProviders(emRota(<Boletim />), { route: '/escola/boletim' });
    await screen.findByRole('alert', {}, { timeout: 8000 });
    const antes = Date.now();
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Boletim carregado' },
        { timeout: ESPERA_INICIAL_MS + 6000 },
      ),
    ).toBeTruthy();
    expect(Date.now() - antes).toBeGreaterThanOrEqual(ESPERA_INICIAL_MS - 100);
    expect(montagens.casca).toBe(1);
  });

  it('shows a page that throws as a message in its own place, and its button renders it again', async () => {
    let falhar = true;
    function Quebrada() {
      if (falhar) throw new Error('defeito');
      return <h2>Recuperada</h2>;
    }
    renderWithProviders(emRota(<Quebrada />), { route: '/escola/boletim' });
    const alerta = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alerta.textContent).toContain(MENSAGENS.paginaComErro);
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeTruthy();

    falhar = false;
    fireEvent.click(screen.getByRole('button', { name: MENSAGENS.botaoTentarNovamente }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Recuperada' })).toBeTruthy());
    expect(montagens.casca).toBe(1);
  });
});
