import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { CONTAS, configurarApi, limparTudo, renderWithProviders, sessaoLogada } from '../test/render-app.tsx';
import ParametrosPage from './parametros-page.tsx';

beforeEach(async () => {
  await configurarApi();
  await limparTudo('/');
});

type Select = HTMLElement & { label?: string; value?: unknown };

/** An ion-select by its label (label and value are properties of the defined element). */
const select = (rotulo: string) =>
  [...document.querySelectorAll<Select>('ion-select')].find((el) => el.label === rotulo) ?? null;

const valor = (rotulo: string) => {
  const el = select(rotulo);
  return el ? String(el.value ?? '') : null;
};

function escolher(rotulo: string, valor: string) {
  const el = select(rotulo);
  if (!el) throw new Error(`${rotulo} não aparece`);
  fireEvent(el, new CustomEvent('ionChange', { detail: { value: valor } }));
}

it('the switcher resets year, class and student with the company, and saves a context the API accepts', async () => {
  const store = await sessaoLogada(CONTAS.admin);
  renderWithProviders(<ParametrosPage />, { route: '/parametros', store });
  await screen.findByText('Salvar parâmetros');
  const usuario = store.getState().usuario;
  const empresas = usuario?.lstempresa ?? [];
  const escola = empresas.find((e) => e.nomempresa === 'Colégio Horizonte');
  const saude = empresas.find((e) => e.nomempresa === 'Vida Plena Saúde');
  const tiago = (
    (usuario?.lstaluno ?? []) as { codaluno: string; nome: string; anoletivo: number; codturma: string }[]
  ).find((a) => a.nome.startsWith('Tiago'));
  if (!escola || !saude || !tiago) throw new Error('o administrador tem a escola, a saúde e o Tiago');
  // The administrator's context is saved on the server, and other test files (this one too, below) move it: the
  // school is chosen first, and brings its first student of the person's.
  escolher('Empresa', String(escola.codempresa));
  await waitFor(() => expect(valor('Aluno')).toBe(tiago.codaluno));

  // A company without school years: year, class and student leave with it.
  escolher('Empresa', String(saude.codempresa));
  await waitFor(() => expect(select('Aluno')).toBeNull());
  expect(select('Ano letivo')).toBeNull();
  expect(select('Turma')).toBeNull();

  // Back to the school: its first student of the person's, with that student's year and class.
  escolher('Empresa', String(escola.codempresa));
  await waitFor(() => expect(valor('Aluno')).toBe(tiago.codaluno));
  expect(valor('Ano letivo')).toBe(String(tiago.anoletivo));
  expect(valor('Turma')).toBe(tiago.codturma);

  escolher('Empresa', String(saude.codempresa));
  await waitFor(() => expect(select('Aluno')).toBeNull());
  const condominio = store.getState().paramsSistema.split(';')[4];
  fireEvent.click(screen.getByText('Salvar parâmetros'));
  await waitFor(() =>
    expect(store.getState().paramsSistema).toBe([saude.codempresa, '', '', '', condominio].join(';')),
  );
  expect(store.getState().empresaSelecionada?.codempresa).toBe(saude.codempresa);
});
