import { parseParamsSistema } from '@portal/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import {
  anaEmLucas,
  CONTAS,
  configurarApi,
  limparTudo,
  renderWithProviders,
  sessaoLogada,
} from '../../test/render-app.tsx';
import { BoletimPage } from './boletim-page.tsx';

beforeEach(async () => {
  await configurarApi();
  await limparTudo('/escola/boletim');
  for (const sobra of document.querySelectorAll('ion-alert, ion-loading, ion-toast')) sobra.remove();
});

it("Ana reads Lucas's boletim as a grid under the school's formula, and switching to Mariana switches it", async () => {
  const store = await sessaoLogada(CONTAS.ana);
  renderWithProviders(<BoletimPage />, { route: '/escola/boletim', store });
  await anaEmLucas(store);
  const tabela = await screen.findByRole(
    'table',
    { name: 'Boletim 2026 de Lucas Souza Almeida' },
    { timeout: 8000 },
  );
  const cabecalhos = within(tabela)
    .getAllByRole('columnheader')
    .map((c) => c.textContent);
  expect(cabecalhos).toEqual([
    'Disciplina',
    '1º bim',
    '2º bim',
    '3º bim',
    '4º bim',
    'Média',
    'Faltas',
    'Situação',
  ]);
  const linhas = within(tabela).getAllByRole('row').slice(1);
  expect(linhas.map((l) => within(l).getByRole('rowheader').textContent)).toEqual([
    'Língua Portuguesa',
    'Matemática',
    'Ciências',
    'História',
    'Geografia',
    'Língua Inglesa',
    'Arte',
    'Educação Física',
  ]);
  // Ciências: 6,0 · 5,0 recovered with 7,5 counts 6,0 (capped at the pass mark) · 7,0 · not yet; 6,3 so far.
  const ciencias = linhas[2] as HTMLElement;
  const celulas = within(ciencias)
    .getAllByRole('cell')
    .map((c) => c.textContent);
  expect(celulas).toEqual([
    '6,0',
    '6,0nota 5,0, rec. 7,5',
    '7,0',
    '–',
    '6,3parcial',
    expect.stringMatching(/^\d+$/),
    'Cursando',
  ]);
  expect(screen.getByText('Média para aprovação:').textContent).toBe('Média para aprovação: 6,0');
  expect(screen.getByText(/^Média aritmética dos quatro bimestres; aprovação com média 6,0/)).toBeTruthy();
  expect(screen.getByText('Baixar PDF')).toBeTruthy();

  const p = parseParamsSistema(store.getState().paramsSistema);
  await act(() => store.saveParams({ ...p, codTurma: '2612', codAluno: 'A10232' }));
  expect(
    await screen.findByRole('table', { name: 'Boletim 2026 de Mariana Souza Almeida' }, { timeout: 8000 }),
  ).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole('table', { name: /Lucas/ })).toBeNull());
});
