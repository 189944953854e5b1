import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { isErroV4 } from '../../lib/api-client.ts';
import {
  CONTAS,
  configurarApi,
  limparTudo,
  renderWithProviders,
  sessaoLogada,
} from '../../test/render-app.tsx';
import { lerAulasDoDia } from './api/chamada.ts';
import { ChamadaPage } from './chamada-page.tsx';

beforeEach(async () => {
  await configurarApi();
  await limparTudo('/escola/professor/chamada');
  for (const sobra of document.querySelectorAll('ion-alert, ion-loading, ion-toast')) sobra.remove();
});

it('Bruno picks a lesson of today, taps a student absent, saves once, and the lesson says who took the roll', async () => {
  const store = await sessaoLogada(CONTAS.bruno);
  renderWithProviders(<ChamadaPage />, { route: '/escola/professor/chamada', store });
  const hoje = await lerAulasDoDia();
  if (isErroV4(hoje)) throw new Error(hoje.mensagem);
  // The 9º B lesson and a classmate, not a demo child: other files read Lucas's frequência.
  const aula = hoje.aulas.find((a) => a.turma.startsWith('9º ano B'));
  const aluno = aula?.alunos.at(-1);
  if (!aula || !aluno) throw new Error('sem aula do 9º B hoje');

  const escolha = (await screen.findByLabelText('Aula de hoje', {}, { timeout: 8000 })) as HTMLSelectElement;
  fireEvent.change(escolha, { target: { value: String(aula.codaula) } });
  const lista = await screen.findByRole('list', { name: `Alunos de ${aula.turma}` });
  expect(within(lista).getAllByRole('button')).toHaveLength(aula.alunos.length);
  const botao = within(lista).getByRole('button', { name: new RegExp(aluno.nome) });
  expect(botao.getAttribute('aria-pressed')).toBe('false');
  fireEvent.click(botao);
  expect(botao.getAttribute('aria-pressed')).toBe('true');
  expect(botao.textContent).toContain('Falta');
  expect(screen.getByText(/1 falta\./)).toBeTruthy();

  fireEvent.submit(escolha.closest('form') as HTMLFormElement);
  expect(
    await screen.findByText(/^Chamada feita por Bruno Lima às \d\d:\d\d$/, {}, { timeout: 10_000 }),
  ).toBeTruthy();
  await waitFor(async () => {
    const depois = await lerAulasDoDia();
    if (isErroV4(depois)) throw new Error(depois.mensagem);
    const salva = depois.aulas.find((a) => a.codaula === aula.codaula);
    expect(salva?.chamada?.por).toBe('Bruno Lima');
    expect(salva?.alunos.find((a) => a.codaluno === aluno.codaluno)?.presente).toBe(false);
  });
}, 30_000);
