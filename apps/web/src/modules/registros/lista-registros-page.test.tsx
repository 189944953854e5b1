import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { chamar, operacoes } from '../../lib/api-client.ts';
import {
  CONTAS,
  configurarApi,
  limparTudo,
  renderWithProviders,
  sessaoLogada,
} from '../../test/render-app.tsx';
import { semErro } from '../../test/sem-erro.ts';
import { ListaRegistrosPage } from './lista-registros-page.tsx';

beforeEach(async () => {
  await configurarApi();
  await limparTudo('/escola/frequencia');
});

/** Issue 29: a list page was titled by its section ('Escola') instead of what it shows. */
describe('a module list page (coddao 300)', () => {
  it('is titled by its list from the start (the menu’s name), then by the title its answer carries', async () => {
    const store = await sessaoLogada(CONTAS.ana);
    store.bindApi({ show: () => {}, hide: () => {} }, () => '/escola/frequencia');
    renderWithProviders(<ListaRegistrosPage />, { route: '/escola/frequencia', store });
    // Before the answer: the menu item Ana opened, not the section.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Frequência');
    const resposta = semErro(await chamar(operacoes.moduloRegistros, ['escola', 'frequencia', 1, 20, '']));
    expect(resposta.titulo).not.toBe('Escola');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(resposta.titulo));
  });

  it('empty here, says where the person has its rows, and one tap switches there (issue 28)', async () => {
    const store = await sessaoLogada(CONTAS.admin);
    store.bindApi({ show: () => {}, hide: () => {} }, () => '/contabilidade/balancetes');
    expect(store.getState().paramsSistema.split(';')[0]).not.toBe('301');
    window.history.replaceState(null, '', '/contabilidade/balancetes');
    renderWithProviders(<ListaRegistrosPage />, { route: '/contabilidade/balancetes', store });
    // An ion-button: its role lives in Ionic's shadow root, out of reach here; the text is not.
    const botao = (await screen.findByText(/Ver em Exatus Contabilidade/)).closest(
      'ion-button',
    ) as HTMLElement;
    expect(screen.getByText('Nenhum dado encontrado.')).toBeTruthy();
    fireEvent.click(botao);
    await waitFor(() => expect(store.getState().paramsSistema.split(';')[0]).toBe('301'));
  });
});
