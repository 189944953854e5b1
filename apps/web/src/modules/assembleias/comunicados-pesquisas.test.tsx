import { MENSAGENS_PESQUISA } from '@portal/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import {
  CONTAS,
  configurarApi,
  limparTudo,
  renderWithProviders,
  sessaoLogada,
} from '../../test/render-app.tsx';
import { ComunicadosPage } from './comunicados-page.tsx';
import { PesquisaPage } from './pesquisa-page.tsx';

/**
 * Issue 32 against the real API: Acácias's notices (Carla reads one; Roberto, the síndico, sees that she did) and
 * its open survey (Paulo answers it once). The only web test of these two pages.
 */

beforeEach(async () => {
  await configurarApi();
  await limparTudo('/condominio/comunicados');
  for (const sobra of document.querySelectorAll('ion-alert, ion-loading, ion-toast')) sobra.remove();
});

const ELEVADORES = 'Manutenção preventiva dos elevadores';

it('Carla reads a notice and the síndico’s read list shows her; a resident is offered no read list', async () => {
  const store = await sessaoLogada(CONTAS.carla);
  renderWithProviders(<ComunicadosPage />, { route: '/condominio/comunicados', store });
  const titulo = await screen.findByText(ELEVADORES, {}, { timeout: 8000 });
  const cartao = titulo.closest('ion-card') as HTMLElement;
  expect(within(cartao).getByText('Não lido')).toBeTruthy();
  expect(screen.queryByText('Quem leu')).toBeNull();
  expect(screen.queryByRole('form', { name: 'Novo comunicado' })).toBeNull();
  fireEvent.click(within(cartao).getByText('Ler comunicado'));
  await within(cartao).findByText(/um elevador de cada vez/);
  await waitFor(() => expect(within(cartao).queryByText('Não lido')).toBeNull(), { timeout: 8000 });
});

it('the síndico publishes a notice and sees who of the building read each', async () => {
  const store = await sessaoLogada(CONTAS.roberto);
  renderWithProviders(<ComunicadosPage />, { route: '/condominio/comunicados', store });
  const form = await screen.findByRole('form', { name: 'Novo comunicado' }, { timeout: 8000 });
  const titulo = await screen.findByText(ELEVADORES, {}, { timeout: 8000 });
  const cartao = titulo.closest('ion-card') as HTMLElement;
  fireEvent.click(within(cartao).getByText('Quem leu'));
  const leituras = await within(cartao).findByRole(
    'region',
    { name: 'Leituras do comunicado' },
    { timeout: 8000 },
  );
  await within(leituras).findByText(/^Carla .*\(Bloco A - Apto 302\) · leu em/);
  expect(within(leituras).getByText(/^\d+ de \d+ moradores leram$/)).toBeTruthy();

  fireEvent.change(within(form).getByLabelText('Título'), { target: { value: 'Piscina fechada' } });
  fireEvent.change(within(form).getByLabelText('Texto'), {
    target: { value: 'Limpeza do filtro no sábado.' },
  });
  fireEvent.submit(form);
  await screen.findByText('Piscina fechada', {}, { timeout: 10_000 });
});

it('Paulo answers the open survey once; a missing answer is named under its question first', async () => {
  await limparTudo('/condominio/pesquisas/1');
  const store = await sessaoLogada(CONTAS.paulo);
  renderWithProviders(<PesquisaPage />, { route: '/condominio/pesquisas/1', store });
  const prioridade = await screen.findByRole(
    'group',
    { name: 'Qual deve ser a prioridade de 2027?' },
    { timeout: 8000 },
  );
  const form = prioridade.closest('form') as HTMLFormElement;
  fireEvent.submit(form);
  expect((await screen.findByRole('alert')).textContent).toBe('Responda às perguntas marcadas.');
  expect(within(prioridade).getByText(MENSAGENS_PESQUISA.escolhaUma)).toBeTruthy();
  fireEvent.click(screen.getByLabelText('Piscina'));
  fireEvent.click(within(prioridade).getByLabelText('Aquecer a piscina'));
  fireEvent.change(screen.getByLabelText('Sugestões'), { target: { value: 'Mais sombra no deck.' } });
  fireEvent.submit(form);
  await screen.findByText('Você já respondeu a esta pesquisa.', {}, { timeout: 10_000 });
  expect(screen.getByText(MENSAGENS_PESQUISA.resultadosDepois)).toBeTruthy();
});
