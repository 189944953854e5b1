import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import {
  CONTAS,
  configurarApi,
  limparTudo,
  renderWithProviders,
  sessaoLogada,
} from '../../test/render-app.tsx';
import { JustificativasPage } from './justificativas-page.tsx';
import { RiscoFrequenciaPage } from './risco-frequencia-page.tsx';

beforeEach(async () => {
  await configurarApi();
  await limparTudo('/escola/secretaria/justificativas');
  for (const sobra of document.querySelectorAll('ion-alert, ion-loading, ion-toast')) sobra.remove();
});

/** The demo's pending justification (seed-data/chamadas.ts): Mariana's fever. */
const MOTIVO_MARIANA = 'Febre, ficou em casa em repouso.';

it('Sílvia sees the pending justification and accepts it; a refusal asks its reason first', async () => {
  const store = await sessaoLogada(CONTAS.silvia);
  renderWithProviders(<JustificativasPage />, { route: '/escola/secretaria/justificativas', store });
  const motivo = await screen.findByText(MOTIVO_MARIANA, {}, { timeout: 10_000 });
  const cartao = motivo.closest('ion-card') as HTMLElement;
  expect(within(cartao).getByText(/Mariana/)).toBeTruthy();
  expect(within(cartao).getByText('Sem atestado.')).toBeTruthy();
  expect(within(cartao).getByText(/Enviada por Ana/)).toBeTruthy();
  fireEvent.click(within(cartao).getByText('Recusar'));
  fireEvent.click(within(cartao).getByText('Confirmar recusa'));
  expect((await within(cartao).findByRole('alert')).textContent).toBe(
    'Diga à família por que a justificativa foi recusada.',
  );
  fireEvent.click(within(cartao).getByText('Cancelar'));
  fireEvent.click(within(cartao).getByText('Aceitar'));
  await waitFor(() => expect(screen.queryByText(MOTIVO_MARIANA)).toBeNull(), { timeout: 10_000 });
}, 30_000);

it('Sílvia sees the attendance-risk list', async () => {
  const store = await sessaoLogada(CONTAS.silvia);
  renderWithProviders(<RiscoFrequenciaPage />, { route: '/escola/secretaria/frequencia', store });
  const tabela = await screen.findByRole(
    'table',
    { name: 'Alunos com faltas acima do limite de alerta' },
    { timeout: 10_000 },
  );
  expect(within(tabela).getAllByRole('row').length).toBeGreaterThan(1);
  expect(within(tabela).getAllByText('Matemática').length).toBeGreaterThan(0);
}, 30_000);
