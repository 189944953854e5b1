import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { chamar, isErroV4, novaChave, operacoes } from '../lib/api-client.ts';
import { CONTAS, configurarApi, limparTudo, renderApp, sessaoLogada } from '../test/render-app.tsx';

/**
 * Issue 31 against the real API: a recado of Bruno's to Lucas that allows replies; Ana replies under it, Bruno sees
 * that she replied and reads her message in her thread. The API is shared: this file writes its own recado.
 */

beforeEach(async () => {
  await configurarApi();
  await limparTudo('/');
  for (const sobra of document.querySelectorAll('ion-alert, ion-loading, ion-toast')) sobra.remove();
});

it('Ana replies under a recado that allows it; Bruno sees she replied and reads it', async () => {
  const autor = await sessaoLogada(CONTAS.bruno);
  autor.bindApi({ show: () => {}, hide: () => {} }, () => '/');
  const escrito = await chamar(
    operacoes.escreverRecado,
    [],
    {
      codempresa: 101,
      anoletivo: 2026,
      codturma: '2611',
      alunos: ['A10231'],
      titulo: 'Conversa do teste da página',
      texto: 'Alguma dúvida sobre a excursão?',
      anexos: [],
      pedeCiencia: false,
      permiteRespostas: true,
    },
    { idempotencyKey: novaChave(), loader: false },
  );
  if (isErroV4(escrito)) throw new Error(escrito.mensagem);
  const rota = `/home/recados/${escrito.codrecado}`;

  await limparTudo('/');
  const ana = await sessaoLogada(CONTAS.ana);
  ana.bindApi({ show: () => {}, hide: () => {} }, () => rota);
  const { unmount } = await renderApp({ route: rota, store: ana });
  await screen.findByRole('heading', { name: 'Conversa com a escola' }, { timeout: 8000 });
  expect(screen.getByText('Nenhuma mensagem ainda.')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Sua resposta'), { target: { value: 'Nenhuma, obrigada!' } });
  fireEvent.submit(screen.getByLabelText('Sua resposta').closest('form') as HTMLFormElement);
  const minha = await screen.findByText('Nenhuma, obrigada!', { selector: 'p' }, { timeout: 8000 });
  expect(within(minha.closest('li') as HTMLElement).getByText('Você')).toBeTruthy();
  unmount();

  await limparTudo('/');
  const bruno = await sessaoLogada(CONTAS.bruno);
  bruno.bindApi({ show: () => {}, hide: () => {} }, () => rota);
  await renderApp({ route: rota, store: bruno });
  const lista = await screen.findByRole('list', { name: 'Destinatários' }, { timeout: 8000 });
  const item = (await within(lista).findByText('Ana Paula de Souza Almeida')).closest(
    'ion-item',
  ) as HTMLElement;
  expect(
    within(item).getByText(/Respondeu em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2} \(aguarda resposta\)$/),
  ).toBeTruthy();
  fireEvent.click(within(item).getByText('Ver conversa', { exact: false }));
  await screen.findByRole('heading', { name: 'Conversa com Ana Paula de Souza Almeida' }, { timeout: 8000 });
  await waitFor(() => expect(screen.getByText('Nenhuma, obrigada!', { selector: 'p' })).toBeTruthy());
});
