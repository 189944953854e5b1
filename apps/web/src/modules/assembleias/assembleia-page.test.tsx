import { MENSAGENS_ASSEMBLEIA } from '@portal/core';
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
import { lerAssembleia, votar } from './api/assembleias.ts';
import { AssembleiaPage } from './assembleia-page.tsx';

/**
 * Issue 32 against the real API: Acácias's extraordinary assembly (1) has its online voting open. This file is the
 * only web test that votes on it (the API is shared by the web tests).
 */

beforeEach(async () => {
  await configurarApi();
  await limparTudo('/condominio/assembleias/1');
  for (const sobra of document.querySelectorAll('ion-alert, ion-loading, ion-toast')) sobra.remove();
});

const itemUm = () =>
  screen.findByRole('region', { name: /^1\. Aprovação da previsão orçamentária/ }, { timeout: 8000 });

it('Carla votes on an item, sees her unit’s vote, and a change Paulo overtook shows the API’s words and his vote', async () => {
  const store = await sessaoLogada(CONTAS.carla);
  renderWithProviders(<AssembleiaPage />, { route: '/condominio/assembleias/1', store });
  const item = await itemUm();
  expect(within(item).getByText(/Quórum: \d+ de 96 unidades/)).toBeTruthy();
  expect(screen.queryByText('Encerrar votação')).toBeNull();
  fireEvent.click(within(item).getByLabelText('Reprovo'));
  fireEvent.submit(within(item).getByLabelText('Reprovo').closest('form') as HTMLFormElement);
  await within(item).findByText(/^Sua unidade votou: Reprovo \(por você\)/, {}, { timeout: 10_000 });

  // Paulo changes the unit's vote meanwhile, from the version Carla's page still holds.
  const lida = await lerAssembleia(1);
  if (isErroV4(lida)) throw new Error(lida.mensagem);
  const versao = lida.itens[0]?.votoDaUnidade?.versao;
  // The API client calls with the bound session's token: Paulo's for his vote, then Carla's again, whose page still
  // shows her own vote at the old version.
  const semLoader = { show: () => {}, hide: () => {} };
  const pauloStore = await sessaoLogada(CONTAS.paulo);
  pauloStore.bindApi(semLoader, () => '/condominio/assembleias/1');
  const dePaulo = await votar(1, 0, versao, novaChave());
  expect(isErroV4(dePaulo)).toBe(false);
  store.bindApi(semLoader, () => '/condominio/assembleias/1');

  fireEvent.click(within(item).getByLabelText('Abstenção'));
  fireEvent.submit(within(item).getByLabelText('Abstenção').closest('form') as HTMLFormElement);
  const alerta = await within(item).findByRole('alert', {}, { timeout: 10_000 });
  expect(alerta.textContent).toBe(MENSAGENS_ASSEMBLEIA.votoAlterado);
  await within(item).findByText(/^Sua unidade votou: Aprovo \(por Paulo/, {}, { timeout: 10_000 });
});

it('the síndico sees the controls and the record of votes; the result waits for the closing', async () => {
  const store = await sessaoLogada(CONTAS.roberto);
  renderWithProviders(<AssembleiaPage />, { route: '/condominio/assembleias/1', store });
  await itemUm();
  expect(screen.getByText('Encerrar votação')).toBeTruthy();
  expect(screen.getByText(MENSAGENS_ASSEMBLEIA.resultadoDepois)).toBeTruthy();
  fireEvent.click(screen.getByText('Registro de votos'));
  const tabela = await screen.findByRole('table', { name: 'Registro de votos' }, { timeout: 8000 });
  await waitFor(() => expect(within(tabela).getAllByText('Bloco B - Apto 101').length).toBeGreaterThan(0));
});
