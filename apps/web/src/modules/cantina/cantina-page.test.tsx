import { MENSAGEM_RECARGA_INVALIDA, parseParamsSistema } from '@portal/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { alunosDe } from '../../lib/session/contexto.ts';
import type { SessionStore } from '../../lib/session/session-store.ts';
import {
  CONTAS,
  configurarApi,
  limparTudo,
  renderWithProviders,
  sessaoLogada,
} from '../../test/render-app.tsx';
import { CantinaPage, centavosDe } from './cantina-page.tsx';

beforeEach(async () => {
  await configurarApi();
  await limparTudo('/cantina/saldo');
  for (const sobra of document.querySelectorAll('ion-alert, ion-loading, ion-toast')) sobra.remove();
});

describe('centavosDe', () => {
  it('reads amounts as people type them', () => {
    expect(centavosDe('50')).toBe(5000);
    expect(centavosDe('50,5')).toBe(5050);
    expect(centavosDe('R$ 1.234,56')).toBe(123_456);
    expect(centavosDe('abc')).toBeNaN();
  });
});

/**
 * The card below is Lucas's (his blocked items). Ana's context is kept by the API, which every test file shares,
 * and others switch her child: this test sets the one it reads, through the real coddao 4.
 */
async function comOFilho(store: SessionStore, primeiroNome: string): Promise<void> {
  const atuais = parseParamsSistema(store.getState().paramsSistema);
  const filho = alunosDe(store.getState().usuario).find((a) => a.nome.startsWith(primeiroNome));
  if (!filho) throw new Error(`Ana não tem ${primeiroNome}`);
  if (filho.codaluno === atuais.codAluno) return;
  store.bindApi({ show: () => {}, hide: () => {} }, () => '/cantina/saldo');
  await store.saveParams({
    ...atuais,
    anoLetivo: String(filho.anoletivo ?? ''),
    codTurma: filho.codturma ?? '',
    codAluno: filho.codaluno,
  });
}

describe('cantina page (coddao 502–504)', () => {
  it("shows the context's student card, refuses a top-up out of bounds in Portuguese, and saves the daily limit", async () => {
    const store = await sessaoLogada(CONTAS.ana);
    await comOFilho(store, 'Lucas');
    renderWithProviders(<CantinaPage />, { route: '/cantina/saldo', store });
    const titulo = await screen.findByRole('heading', { level: 2, name: /^Lucas/ });
    const cartao = titulo.closest('ion-card') as HTMLElement;
    expect(within(cartao).getByText('Saldo')).toBeTruthy();
    expect(within(cartao).getByText('Refrigerante')).toBeTruthy();
    expect(within(cartao).getByText('Últimas compras')).toBeTruthy();
    expect(within(cartao).getByText('Gasto hoje')).toBeTruthy();
    expect(within(cartao).getByText(/Pão de queijo \+ suco de laranja/)).toBeTruthy();

    fireEvent.change(within(cartao).getByLabelText(/Valor da recarga/), { target: { value: '5' } });
    fireEvent.submit(
      within(cartao)
        .getByLabelText(/Valor da recarga/)
        .closest('form') as HTMLFormElement,
    );
    expect((await within(cartao).findByRole('alert')).textContent).toBe(MENSAGEM_RECARGA_INVALIDA);

    fireEvent.change(within(cartao).getByLabelText('Novo limite diário (R$)'), {
      target: { value: '32,50' },
    });
    fireEvent.submit(
      within(cartao).getByLabelText('Novo limite diário (R$)').closest('form') as HTMLFormElement,
    );
    await waitFor(() => expect(within(cartao).getByText(/R\$\s32,50/)).toBeTruthy(), { timeout: 10_000 });
  });
});
