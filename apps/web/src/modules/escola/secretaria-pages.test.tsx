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
import { justificarFalta, lerFrequencia } from './api/frequencia.ts';
import { JustificativasPage } from './justificativas-page.tsx';
import { RiscoFrequenciaPage } from './risco-frequencia-page.tsx';

beforeEach(async () => {
  await configurarApi();
  await limparTudo('/escola/secretaria/justificativas');
  for (const sobra of document.querySelectorAll('ion-alert, ion-loading, ion-toast')) sobra.remove();
});

it('Sílvia sees a justification Mariana’s family sent and accepts it; a refusal asks its reason first', async () => {
  await sessaoLogada(CONTAS.ana);
  const f = await lerFrequencia('A10232');
  if (isErroV4(f)) throw new Error(f.mensagem);
  const falta = f.faltas.find((x) => x.justificativa === null);
  if (!falta) throw new Error('Mariana sem falta');
  const enviada = await justificarFalta(
    'A10232',
    { aulas: [falta.codaula], motivo: 'Febre, ficou em casa' },
    novaChave(),
  );
  expect(isErroV4(enviada)).toBe(false);

  const store = await sessaoLogada(CONTAS.silvia);
  renderWithProviders(<JustificativasPage />, { route: '/escola/secretaria/justificativas', store });
  const motivo = await screen.findByText('Febre, ficou em casa', {}, { timeout: 10_000 });
  const cartao = motivo.closest('ion-card') as HTMLElement;
  expect(within(cartao).getByText(/Mariana/)).toBeTruthy();
  expect(within(cartao).getByText('Sem atestado.')).toBeTruthy();
  fireEvent.click(within(cartao).getByText('Recusar'));
  fireEvent.click(within(cartao).getByText('Confirmar recusa'));
  expect((await within(cartao).findByRole('alert')).textContent).toBe(
    'Diga à família por que a justificativa foi recusada.',
  );
  fireEvent.click(within(cartao).getByText('Cancelar'));
  fireEvent.click(within(cartao).getByText('Aceitar'));
  await waitFor(() => expect(screen.queryByText('Febre, ficou em casa')).toBeNull(), { timeout: 10_000 });
}, 30_000);

it('Sílvia sees the attendance-risk list, the worst first, below 75 % said in words', async () => {
  const store = await sessaoLogada(CONTAS.silvia);
  renderWithProviders(<RiscoFrequenciaPage />, { route: '/escola/secretaria/frequencia', store });
  const tabela = await screen.findByRole(
    'table',
    { name: 'Alunos com faltas acima do limite de alerta' },
    {
      timeout: 10_000,
    },
  );
  expect(within(tabela).getAllByRole('row').length).toBeGreaterThan(1);
  expect(within(tabela).getAllByText('Matemática').length).toBeGreaterThan(0);
}, 30_000);
