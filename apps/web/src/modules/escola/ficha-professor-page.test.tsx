import { screen } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { CONTAS, configurarApi, limparTudo, renderApp, sessaoLogada } from '../../test/render-app.tsx';
import { SEM_TURMAS } from './ficha-professor-page.tsx';

beforeEach(async () => {
  await configurarApi();
  await limparTudo('/');
});

it('someone who teaches no class sees why the sheet is empty, not a dead end (issue 10)', async () => {
  const store = await sessaoLogada(CONTAS.admin);
  expect(store.getState().menus.flatMap((g) => g.menus.map((i) => i.rota))).not.toContain(
    '/escola/professor/ficha',
  );
  await renderApp({ route: '/escola/professor/ficha', store });
  expect(await screen.findByText(SEM_TURMAS, {}, { timeout: 8000 })).toBeTruthy();
});

it('a teacher sees the classes they teach', async () => {
  const store = await sessaoLogada(CONTAS.bruno);
  await renderApp({ route: '/escola/professor/ficha', store });
  expect(await screen.findByText(/^Professor\(a\): /, {}, { timeout: 8000 })).toBeTruthy();
  expect(screen.queryByText(SEM_TURMAS)).toBeNull();
});
