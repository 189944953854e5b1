import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { chamar, isErroV4, operacoes } from '../../lib/api-client.ts';
import {
  CONTAS,
  configurarApi,
  limparTudo,
  renderWithProviders,
  sessaoLogada,
} from '../../test/render-app.tsx';
import { EscreverRecadoPage } from './escrever-recado-page.tsx';
import { InicioProfessorPage } from './inicio-professor-page.tsx';

/**
 * Issue 31 against the real API: Bruno's day, and "Escrever recado" to a chosen student of 6º A (Lucas, whose
 * family is Ana's). The API is shared by the web tests: this file writes only recados titled for it.
 */

beforeEach(async () => {
  await configurarApi();
  await limparTudo('/escola/professor/recado');
  for (const sobra of document.querySelectorAll('ion-alert, ion-loading, ion-toast')) sobra.remove();
});

it("Início do professor shows Bruno's classes, the grades to enter and the way to write a recado", async () => {
  const store = await sessaoLogada(CONTAS.bruno);
  renderWithProviders(<InicioProfessorPage />, { route: '/escola/professor/inicio', store });
  await screen.findByRole('heading', { name: /^Aulas de hoje · \d{2}\/\d{2}\/\d{4}$/ }, { timeout: 8000 });
  expect(screen.getByRole('heading', { name: /^Notas a lançar · \dº bimestre$/ })).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Respostas aguardando você' })).toBeTruthy();
  expect(screen.getByText('Escrever recado', { selector: 'ion-button' })).toBeTruthy();
});

it('Bruno writes to a chosen student of his class, asking for ciência; it reaches her family at once', async () => {
  const store = await sessaoLogada(CONTAS.bruno);
  renderWithProviders(<EscreverRecadoPage />, { route: '/escola/professor/recado', store });
  const turma = (await screen.findByLabelText('Turma', {}, { timeout: 8000 })) as HTMLSelectElement;
  expect(turma.selectedOptions[0]?.textContent).toMatch(/6º ano A/);
  fireEvent.click(screen.getByLabelText(/Famílias de alunos escolhidos/));
  const alunos = screen.getByRole('group', { name: /^Alunos de 6º ano A/ });
  fireEvent.click(within(alunos).getByLabelText(/^\s*Lucas/));
  fireEvent.change(screen.getByLabelText(/^Título/), { target: { value: 'Recado do teste da página' } });
  fireEvent.change(screen.getByLabelText(/^Texto/), { target: { value: 'Trazer o caderno amanhã.' } });
  fireEvent.click(screen.getByLabelText(/Pedir ciência/));

  const form = turma.closest('form') as HTMLFormElement;
  // Two submits at once: one attempt, one recado.
  fireEvent.submit(form);
  fireEvent.submit(form);
  await waitFor(
    async () => {
      const lista = await chamar(operacoes.recados, [1, 50, 'Recado do teste da página'], undefined, {
        loader: false,
      });
      if (isErroV4(lista)) throw new Error(lista.mensagem);
      expect(lista.total).toBe(1);
      expect(lista.itens[0]).toMatchObject({ pedeCiencia: true, permiteRespostas: true, doAutor: true });
    },
    { timeout: 10_000 },
  );
  const lista = await chamar(operacoes.recados, [1, 50, 'Recado do teste da página'], undefined, {
    loader: false,
  });
  if (isErroV4(lista) || !lista.itens[0]) throw new Error('recado não encontrado');
  const ciencias = await chamar(operacoes.cienciasRecado, [lista.itens[0].codrecado], undefined, {
    loader: false,
  });
  if (isErroV4(ciencias)) throw new Error(ciencias.mensagem);
  expect(ciencias.destinatarios.map((d) => d.nome)).toContain('Ana Paula de Souza Almeida');
});

it('the school office is offered "Toda a escola" and writes to every family of the school', async () => {
  const store = await sessaoLogada(CONTAS.silvia);
  renderWithProviders(<EscreverRecadoPage />, { route: '/escola/professor/recado', store });
  const para = (await screen.findByLabelText('Para', {}, { timeout: 8000 })) as HTMLSelectElement;
  expect(para.selectedOptions[0]?.textContent).toBe('Toda a escola (2026)');
  expect([...para.options].some((o) => /6º ano A/.test(o.textContent ?? ''))).toBe(true);
  // Chosen students are a teacher's choice: the office writes to a class or to the whole school.
  expect(screen.queryByLabelText(/Famílias de alunos escolhidos/)).toBeNull();
  fireEvent.change(screen.getByLabelText(/^Título/), { target: { value: 'Recado da secretaria do teste' } });
  fireEvent.change(screen.getByLabelText(/^Texto/), { target: { value: 'A escola fecha na sexta-feira.' } });
  fireEvent.submit(para.closest('form') as HTMLFormElement);
  const lista = await waitFor(
    async () => {
      const r = await chamar(operacoes.recados, [1, 50, 'Recado da secretaria do teste'], undefined, {
        loader: false,
      });
      if (isErroV4(r)) throw new Error(r.mensagem);
      expect(r.total).toBe(1);
      return r;
    },
    { timeout: 10_000 },
  );
  const ciencias = await chamar(operacoes.cienciasRecado, [lista.itens[0]?.codrecado ?? 0], undefined, {
    loader: false,
  });
  if (isErroV4(ciencias)) throw new Error(ciencias.mensagem);
  // Every family of the school: Ana's (Lucas in 6º A, Mariana in 9º B) among them.
  expect(ciencias.destinatarios.map((d) => d.nome)).toContain('Ana Paula de Souza Almeida');
});

it('a teacher is never offered the whole school', async () => {
  const store = await sessaoLogada(CONTAS.bruno);
  renderWithProviders(<EscreverRecadoPage />, { route: '/escola/professor/recado', store });
  const turma = (await screen.findByLabelText('Turma', {}, { timeout: 8000 })) as HTMLSelectElement;
  expect([...turma.options].some((o) => /Toda a escola/.test(o.textContent ?? ''))).toBe(false);
});
