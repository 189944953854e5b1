import { textoCiente } from '@portal/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { chamar, isErroV4, operacoes } from '../lib/api-client.ts';
import { CONTAS, configurarApi, limparTudo, renderApp, sessaoLogada } from '../test/render-app.tsx';

/**
 * Issue 31 against the real API: recado 5 (the vaccination's authorisation) asks Ana for "Ciente"; recado 11 is
 * the teacher Bruno's, to Lucas's class. The API is shared by the web tests, so this file is the only one that
 * confirms recado 5.
 */

beforeEach(async () => {
  await configurarApi();
  await limparTudo('/');
  for (const sobra of document.querySelectorAll('ion-alert, ion-loading, ion-toast')) sobra.remove();
});

it("shows 'Ciente' to a family asked for it, and once confirmed its time instead of the button", async () => {
  const store = await sessaoLogada(CONTAS.ana);
  store.bindApi({ show: () => {}, hide: () => {} }, () => '/home/recados/5');
  await renderApp({ route: '/home/recados/5', store });
  await screen.findByRole('heading', { name: 'Vacinação contra a gripe na escola' }, { timeout: 8000 });
  expect(screen.getByText('Este recado pede que você confirme que está ciente.')).toBeTruthy();
  // An ion-button: its role lives in Ionic's shadow root, out of reach here; the text is not.
  const botao = screen.getByText('Ciente', { selector: 'ion-button' });

  fireEvent.click(botao);
  const confirmado = await screen.findByRole('status', {}, { timeout: 8000 });
  const lido = await chamar(operacoes.recado, [5], undefined, { loader: false });
  if (isErroV4(lido) || !lido.ciente) throw new Error('o recado não diz a ciência');
  expect(confirmado.textContent).toBe(textoCiente(lido.ciente.em));
  expect(confirmado.textContent).toMatch(/^Ciente em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/);
  expect(screen.queryByText('Ciente', { selector: 'ion-button' })).toBeNull();
});

it('shows its author who of its recipients read it and who confirmed it, and no button', async () => {
  const store = await sessaoLogada(CONTAS.bruno);
  store.bindApi({ show: () => {}, hide: () => {} }, () => '/home/recados/11');
  await renderApp({ route: '/home/recados/11', store });
  await screen.findByRole('heading', { name: '6º ano A: prova de Matemática remarcada' }, { timeout: 8000 });
  const lista = await screen.findByRole('list', { name: 'Destinatários' }, { timeout: 8000 });
  const ana = await within(lista).findByText('Ana Paula de Souza Almeida');
  const item = ana.closest('ion-item') as HTMLElement;
  expect(within(item).getByText(/^Lucas/)).toBeTruthy();
  expect(within(item).getByText(/^(Lido|Não lido) · (Sem ciência|Ciente em .+)$/)).toBeTruthy();
  expect(screen.getByText(/\d+ de \d+ leram · \d+ de \d+ confirmaram ciência/)).toBeTruthy();
  await waitFor(() => expect(screen.queryByText('Ciente', { selector: 'ion-button' })).toBeNull());
  expect(screen.queryByText('Este recado pede que você confirme que está ciente.')).toBeNull();
});
