import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { CONTAS, configurarApi, limparTudo, renderWithProviders, sessaoLogada } from '../test/render-app.tsx';
import { semErro } from '../test/sem-erro.ts';
import { chamar, operacoes } from './api-client.ts';
import { useNotificacoesContador } from './notificacoes-contador.tsx';

function Contador() {
  const { naoLidas, incrementar } = useNotificacoesContador();
  return (
    <button type="button" onClick={() => incrementar(2)}>
      {`não lidas: ${naoLidas}`}
    </button>
  );
}

beforeEach(async () => {
  await configurarApi();
  await limparTudo('/');
});

afterEach(() => {
  vi.useRealTimers();
});

it('loads the unread count (211) and adds pending increments only every 5 s (SPEC §4)', async () => {
  const store = await sessaoLogada(CONTAS.ana);
  store.bindApi({ show: () => {}, hide: () => {} }, () => '/home/recados');
  const { total } = semErro(await chamar(operacoes.notificacoesNaoLidas, []));
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  renderWithProviders(<Contador />, { route: '/home/recados', store });
  await screen.findByText(`não lidas: ${total}`, {}, { timeout: 5000 });
  act(() => screen.getByRole('button').click());
  act(() => vi.advanceTimersByTime(4999));
  expect(screen.getByRole('button').textContent).toBe(`não lidas: ${total}`);
  act(() => vi.advanceTimersByTime(1));
  await waitFor(() => expect(screen.getByRole('button').textContent).toBe(`não lidas: ${total + 2}`));
});
