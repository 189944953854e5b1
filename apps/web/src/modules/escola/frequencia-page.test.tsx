import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import {
  anaEmLucas,
  CONTAS,
  configurarApi,
  limparTudo,
  renderWithProviders,
  sessaoLogada,
} from '../../test/render-app.tsx';
import { FrequenciaPage } from './frequencia-page.tsx';

beforeEach(async () => {
  await configurarApi();
  await limparTudo('/escola/frequencia');
  for (const sobra of document.querySelectorAll('ion-alert, ion-loading, ion-toast')) sobra.remove();
});

it('Ana sees the frequência per subject with the 75 % line, and justifies an absence', async () => {
  const store = await sessaoLogada(CONTAS.ana);
  renderWithProviders(<FrequenciaPage />, { route: '/escola/frequencia', store });
  await anaEmLucas(store);
  const tabela = await screen.findByRole('table', { name: /^Frequência de Lucas/ }, { timeout: 10_000 });
  const matematica = within(tabela).getByRole('rowheader', { name: 'Matemática' }).closest('tr');
  expect(matematica?.textContent).toMatch(/\d+ %/);
  expect(screen.getByText(/A frequência mínima é de 75 % das aulas dadas/)).toBeTruthy();
  // The seed's accepted justification reads as such, and cannot be picked again.
  expect(screen.getAllByText('Justificada').length).toBeGreaterThan(0);

  const caixas = screen.getAllByRole('checkbox');
  expect(caixas.length).toBeGreaterThan(0);
  const form = screen.getByRole('form', { name: 'Justificar falta' });
  fireEvent.submit(form);
  expect((await screen.findByRole('alert')).textContent).toBe('Escolha ao menos uma falta para justificar.');
  fireEvent.click(caixas[0] as HTMLElement);
  fireEvent.change(screen.getByLabelText('Motivo'), { target: { value: 'ab' } });
  fireEvent.submit(form);
  await waitFor(() =>
    expect(screen.getByRole('alert').textContent).toBe('Conte o motivo da falta (ao menos 5 letras).'),
  );
  fireEvent.change(screen.getByLabelText('Motivo'), { target: { value: 'Consulta médica' } });
  fireEvent.submit(form);
  await waitFor(() => expect(screen.getAllByText('Justificativa em análise').length).toBeGreaterThan(0), {
    timeout: 10_000,
  });
  expect(screen.getAllByRole('checkbox').length).toBe(caixas.length - 1);
}, 30_000);
