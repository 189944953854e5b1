import { CODDAO, formatDataBr, type Recado } from '@portal/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { callV4, type ListaV4 } from '../lib/api-client.ts';
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

it("home lists the user's announcements with author and pt-BR date, and opens one", async () => {
  const store = await sessaoLogada(CONTAS.ana);
  store.bindApi({ show: () => {}, hide: () => {} }, () => '/home/recados');
  const pagina = await callV4<ListaV4<Recado>>(CODDAO.recados, [1, 20]);
  const primeiro = pagina.itens[0];
  expect(primeiro).toBeDefined();
  await renderApp({ route: '/home/recados', store });
  const lista = await screen.findByRole('list', { name: 'Recados' }, { timeout: 8000 });
  await waitFor(() => expect(within(lista).getByText(primeiro?.titulo ?? '?')).toBeTruthy());
  expect(
    within(lista).getAllByText((texto) =>
      texto.includes(`${primeiro?.autor} · ${formatDataBr(primeiro?.dthpublicacao ?? '')}`),
    ).length,
  ).toBeGreaterThan(0);
  fireEvent.click(within(lista).getByText(primeiro?.titulo ?? '?'));
  await aguardarCaminho(`/home/recados/${primeiro?.codrecado}`);
  expect(await screen.findByRole('heading', { name: primeiro?.titulo }, { timeout: 8000 })).toBeTruthy();
});
