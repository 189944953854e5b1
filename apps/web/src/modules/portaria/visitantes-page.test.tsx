import { hojeEmBrasilia } from '@portal/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { isErroV4, novaChave } from '../../lib/api-client.ts';
import {
  CONTAS,
  configurarApi,
  limparTudo,
  renderWithProviders,
  sessaoLogada,
} from '../../test/render-app.tsx';
import { listarVisitas, revogarVisita } from './api/visitas.ts';
import { AutorizarVisitaPage } from './autorizar-visita-page.tsx';
import { VisitantesPage } from './visitantes-page.tsx';

beforeEach(async () => {
  await configurarApi();
  await limparTudo('/condominio/visitantes');
  for (const sobra of document.querySelectorAll('ion-alert, ion-loading, ion-toast')) sobra.remove();
});

const nome = `Visita ${Date.now()}`;

it('Carla authorises a visitor with the form; core refuses a past day inline; the pass shows its QR code and short code', async () => {
  const store = await sessaoLogada(CONTAS.carla);
  const { unmount } = renderWithProviders(<AutorizarVisitaPage />, {
    route: '/condominio/visitantes/autorizar',
    store,
  });
  const campoNome = await screen.findByLabelText(/^Nome/);
  fireEvent.input(campoNome, { target: { value: nome } });
  // With both of Carla's units in the context she picks Acácias; with one chosen, the form names it.
  const unidade = screen.queryByLabelText('Unidade') as HTMLSelectElement | null;
  if (unidade) {
    const acacias = [...unidade.options].find((o) => o.text.includes('Acácias'));
    fireEvent.change(unidade, { target: { value: acacias?.value } });
  } else expect(screen.getByText(/Residencial Jardim das Acácias/)).toBeTruthy();
  const data = screen.getByLabelText('Data') as HTMLInputElement;
  fireEvent.change(data, { target: { value: '2020-01-01' } });
  fireEvent.submit(campoNome.closest('form') as HTMLFormElement);
  expect((await screen.findByRole('alert')).textContent).toBe(
    'A data da visita não pode ser anterior a hoje.',
  );
  fireEvent.change(data, { target: { value: hojeEmBrasilia(new Date()) } });
  fireEvent.submit(campoNome.closest('form') as HTMLFormElement);
  let codautorizacao = 0;
  await waitFor(
    async () => {
      const lista = await listarVisitas(1);
      if (isErroV4(lista)) throw new Error(lista.mensagem);
      const feita = lista.itens.find((v) => v.nome === nome);
      expect(feita).toBeDefined();
      codautorizacao = feita?.codautorizacao ?? 0;
    },
    { timeout: 10_000 },
  );
  unmount();

  await limparTudo(`/condominio/visitantes?passe=${codautorizacao}`);
  const { unmount: fechar } = renderWithProviders(<VisitantesPage />, {
    route: `/condominio/visitantes?passe=${codautorizacao}`,
    store,
  });
  const cartao = (await screen.findByRole('heading', { name: nome }, { timeout: 10_000 })).closest(
    'ion-card',
  ) as HTMLElement;
  expect(within(cartao).getByText('Válido agora')).toBeTruthy();
  // Opened by ?passe=: the QR code and the short code to send.
  expect(await within(cartao).findByRole('img', { name: `QR Code do passe de ${nome}` })).toBeTruthy();
  expect(within(cartao).getAllByText(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/).length).toBeGreaterThan(0);
  // jsdom has no share sheet: WhatsApp and e-mail are offered.
  expect(within(cartao).getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toMatch(
    /^https:\/\/wa\.me\/\?text=/,
  );
  fechar();

  // Revoked (by Paulo's or Carla's other device), the list says so and offers nothing more.
  const revogada = await revogarVisita(codautorizacao, novaChave());
  expect(isErroV4(revogada)).toBe(false);
  await limparTudo('/condominio/visitantes');
  renderWithProviders(<VisitantesPage />, { route: '/condominio/visitantes', store });
  const depois = (await screen.findByRole('heading', { name: nome }, { timeout: 10_000 })).closest(
    'ion-card',
  ) as HTMLElement;
  await waitFor(() => expect(within(depois).getByText('Revogado')).toBeTruthy());
  expect(within(depois).queryByRole('button', { name: 'Revogar' })).toBeNull();
}, 40_000);
