import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { CONTAS, configurarApi, limparTudo, renderApp, sessaoLogada } from '../test/render-app.tsx';

beforeEach(async () => {
  await configurarApi();
  await limparTudo('/home/recados');
});

// jsdom's screen is a phone's here (no media query matches): the split pane never shows the menu.
it('on a phone the side menu is not mounted until the header button asks for it, and then it opens', async () => {
  const store = await sessaoLogada(CONTAS.ana);
  await renderApp({ route: '/home/recados', store });
  await screen.findByRole('list', { name: 'Recados' }, { timeout: 8000 });
  await new Promise((r) => setTimeout(r, 2500)); // past the wide screen's after-paint mount
  expect(document.querySelector('ion-menu')).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));
  await waitFor(() => expect(document.querySelector('ion-menu')).not.toBeNull(), { timeout: 8000 });
  expect(await screen.findByRole('navigation', { name: 'Menu principal' }, { timeout: 8000 })).toBeTruthy();
});
