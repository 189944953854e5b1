import { LOGOUT_KEYS, ROTA_HOME_RECADOS, ROTA_LOGIN, STORAGE_KEYS } from '@portal/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { storage } from '../lib/storage.ts';
import {
  aguardarCaminho,
  CONTAS,
  configurarApi,
  limparTudo,
  renderApp,
  sessaoLogada,
} from '../test/render-app.tsx';

beforeEach(async () => {
  await configurarApi();
  await limparTudo('/');
});

it('Sair clears the session keys and session storage, replaces history, and Back stays on the login screen', async () => {
  const store = await sessaoLogada(CONTAS.ana);
  window.history.replaceState(null, '', '/notificacoes');
  window.history.pushState(null, '', ROTA_HOME_RECADOS);
  const entradas = window.history.length;
  sessionStorage.setItem('algo', '1');
  await renderApp({ route: ROTA_HOME_RECADOS, store });
  // jsdom's screen is a phone's: the menu mounts when its header button is tapped (lib/menu-lateral.ts).
  fireEvent.click(await screen.findByRole('button', { name: 'Abrir menu' }, { timeout: 8000 }));
  const sair = await screen.findByText('Sair', {}, { timeout: 8000 });
  fireEvent.click(sair);
  await aguardarCaminho(ROTA_LOGIN);
  expect(window.history.length).toBe(entradas);
  for (const chave of LOGOUT_KEYS) expect(await storage.get(chave)).toBeNull();
  expect(sessionStorage.length).toBe(0);
  expect(await screen.findByRole('heading', { name: 'Acesse sua conta' })).toBeTruthy();
  // Logging out is not an expired session: the next login goes home, not back to the last page.
  expect(await storage.get(STORAGE_KEYS.returnUrl)).toBeNull();

  window.history.back();
  await new Promise((r) => setTimeout(r, 400));
  await aguardarCaminho(ROTA_LOGIN);
  expect(store.getState().loggedIn).toBe(false);
});

it('logs in from the login screen and returns to the remembered URL', async () => {
  await renderApp({ route: '/notificacoes' });
  await aguardarCaminho(ROTA_LOGIN);
  fireEvent.input(await screen.findByLabelText('CPF, CNPJ ou e-mail'), { target: { value: CONTAS.ana } });
  fireEvent.input(screen.getByLabelText('Senha'), { target: { value: 'demo1234' } });
  fireEvent.submit(screen.getByRole('form', { name: 'Entrar no Portal' }));
  await aguardarCaminho('/notificacoes', 15_000);
  await waitFor(async () => expect(await storage.get(STORAGE_KEYS.returnUrl)).toBeNull());
  expect(await storage.get(STORAGE_KEYS.jwt)).toEqual(expect.any(String));
});

it("shows 'ATENÇÃO!!!' with the server's message when the login is refused", async () => {
  await renderApp({ route: ROTA_LOGIN });
  fireEvent.input(await screen.findByLabelText('CPF, CNPJ ou e-mail'), { target: { value: CONTAS.igor } });
  fireEvent.input(screen.getByLabelText('Senha'), { target: { value: 'errada' } });
  fireEvent.submit(screen.getByRole('form', { name: 'Entrar no Portal' }));
  await waitFor(
    () => {
      const alerta = document.querySelector('ion-alert') as
        | (HTMLElement & { header?: string; message?: string })
        | null;
      expect(alerta?.header).toBe('ATENÇÃO!!!');
      expect(String(alerta?.message ?? '').length).toBeGreaterThan(0);
    },
    { timeout: 10_000 },
  );
  expect(window.location.pathname).toBe(ROTA_LOGIN);
});
