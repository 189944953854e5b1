import { ROTA_HOME_RECADOS, ROTA_LOGIN, STORAGE_KEYS } from '@portal/core';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
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

describe('guard (SPEC §4, §6) through the real routes', () => {
  it('sends a logged-out visitor of a guarded route to the login screen and remembers the URL', async () => {
    await renderApp({ route: '/notificacoes?aba=1' });
    await aguardarCaminho(ROTA_LOGIN);
    expect(await screen.findByRole('heading', { name: 'Acesse sua conta' })).toBeTruthy();
    await waitFor(async () => expect(await storage.get(STORAGE_KEYS.returnUrl)).toBe('/notificacoes?aba=1'));
  });

  it('never remembers a home URL (the empty path, / and /home)', async () => {
    const { store } = await renderApp({ route: '/auth/login' });
    for (const url of ['', '/', '/home', '/home?x=1']) {
      await store.rememberReturnUrl(url);
      expect(await storage.get(STORAGE_KEYS.returnUrl)).toBeNull();
    }
    await store.rememberReturnUrl('/escola/boletim');
    expect(await storage.get(STORAGE_KEYS.returnUrl)).toBe('/escola/boletim');
  });

  it('sends a user without the section credential to /home/recados', async () => {
    const store = await sessaoLogada(CONTAS.igor);
    await renderApp({ route: '/escola', store });
    await aguardarCaminho(ROTA_HOME_RECADOS);
  });

  it('lets a user with the credential into the section', async () => {
    const store = await sessaoLogada(CONTAS.ana);
    await renderApp({ route: '/escola', store });
    await new Promise((r) => setTimeout(r, 300));
    expect(window.location.pathname).toBe('/escola');
  });

  it('opens the public medical guide logged out', async () => {
    await renderApp({ route: '/planosaude/beneficiario/guia-medico' });
    await new Promise((r) => setTimeout(r, 300));
    expect(window.location.pathname).toBe('/planosaude/beneficiario/guia-medico');
  });

  it('redirects the empty route and /home to /home/recados (then to login when logged out)', async () => {
    await renderApp({ route: '/' });
    await aguardarCaminho(ROTA_LOGIN);
    const store = await sessaoLogada(CONTAS.ana);
    await renderApp({ route: '/home', store });
    await aguardarCaminho(ROTA_HOME_RECADOS);
  });

  it('keeps /pprivada on the module: the alias to pages/pprivada is shadowed', async () => {
    const store = await sessaoLogada(CONTAS.admin);
    await renderApp({ route: '/pprivada', store });
    await new Promise((r) => setTimeout(r, 300));
    expect(window.location.pathname).toBe('/pprivada');
  });

  it('shows a Portuguese not-found page for an unknown URL', async () => {
    await renderApp({ route: '/nao-existe/mesmo' });
    expect(
      await screen.findByRole('heading', { name: 'Página não encontrada' }, { timeout: 5000 }),
    ).toBeTruthy();
  });
});
