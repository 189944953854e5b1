import { MENSAGENS_NOTA, nomeDoBimestre } from '@portal/core';
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
import { lerFichaProfessor } from './api/ficha-professor.ts';
import { salvarNotas } from './api/salvar-notas.ts';
import { LancarNotasPage } from './lancar-notas-page.tsx';

beforeEach(async () => {
  await configurarApi();
  await limparTudo('/escola/professor/notas');
  for (const sobra of document.querySelectorAll('ion-alert, ion-loading, ion-toast')) sobra.remove();
});

/** The first class of the sheet, as the page shows it first, read from the real API. */
async function primeiraTurma() {
  const ficha = await lerFichaProfessor();
  if (isErroV4(ficha)) throw new Error(ficha.mensagem);
  const turma = ficha.turmas[0];
  // A classmate, not a demo child: other test files read Lucas's and Mariana's boletim.
  const aluno = turma?.alunos.at(-1);
  if (!turma?.coddisciplina || !turma.anoletivo || !aluno) throw new Error('ficha sem turma');
  return { turma, aluno };
}

it('Bruno types grades with a comma, sees core’s refusal inline, saves once, and a save someone overtook shows the conflict', async () => {
  const store = await sessaoLogada(CONTAS.bruno);
  renderWithProviders(<LancarNotasPage />, { route: '/escola/professor/notas', store });
  const { turma, aluno } = await primeiraTurma();
  const bimestre = await screen.findByLabelText('Bimestre', {}, { timeout: 8000 });
  // The 4th bimester is not graded in the demo: every grade there is new.
  fireEvent.change(bimestre, { target: { value: '4' } });
  const tabela = await screen.findByRole('table', {
    name: `Notas de ${turma.descricao} em ${turma.disciplina}, ${nomeDoBimestre(4)}`,
  });
  const campo = within(tabela).getByLabelText(`Nota de ${aluno.nome}`) as HTMLInputElement;
  expect(campo.value).toBe('');

  fireEvent.change(campo, { target: { value: '10,1' } });
  expect(within(tabela).getByText(MENSAGENS_NOTA.acimaDe10)).toBeTruthy();
  expect(campo.getAttribute('aria-invalid')).toBe('true');
  fireEvent.submit(campo.closest('form') as HTMLFormElement);
  expect((await screen.findByRole('alert')).textContent).toBe('Corrija as notas marcadas antes de salvar.');

  fireEvent.change(campo, { target: { value: '7,5' } });
  expect(within(tabela).queryByText(MENSAGENS_NOTA.acimaDe10)).toBeNull();
  fireEvent.submit(campo.closest('form') as HTMLFormElement);
  await waitFor(
    async () => {
      const { turma: agora } = await primeiraTurma();
      const linha = agora.alunos
        .find((a) => a.codaluno === aluno.codaluno)
        ?.linhas?.find((l) => l.bimestre === 4);
      expect(linha).toMatchObject({ nota: 75, versao: 1 });
    },
    { timeout: 10_000 },
  );
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());

  // Someone saves the same grade meanwhile (versao 1 → 2); the page still holds versao 1.
  const alvo = {
    anoletivo: turma.anoletivo ?? 0,
    codturma: turma.codturma,
    coddisciplina: turma.coddisciplina ?? 0,
    bimestre: 4,
  };
  const outra = await salvarNotas(alvo, [{ codaluno: aluno.codaluno, nota: '6,0', versao: 1 }], novaChave());
  expect(isErroV4(outra)).toBe(false);
  fireEvent.change(campo, { target: { value: '9,0' } });
  fireEvent.submit(campo.closest('form') as HTMLFormElement);
  const alerta = await screen.findByRole('alert', {}, { timeout: 10_000 });
  expect(alerta.textContent).toBe(
    `A nota de ${aluno.nome} em ${turma.disciplina} (4º bimestre) foi alterada por outra pessoa. Recarregue e tente de novo.`,
  );
  // The overtaken grade is shown as it is now, to be typed again if the teacher still means it.
  await waitFor(() => expect(campo.value).toBe('6,0'), { timeout: 10_000 });
  expect(screen.getByRole('alert').textContent).toMatch(/foi alterada por outra pessoa/);
  const { turma: depois } = await primeiraTurma();
  expect(
    depois.alunos.find((a) => a.codaluno === aluno.codaluno)?.linhas?.find((l) => l.bimestre === 4),
  ).toMatchObject({
    nota: 60,
    versao: 2,
  });
}, 30_000);
