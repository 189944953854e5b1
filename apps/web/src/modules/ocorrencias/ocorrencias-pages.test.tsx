import { MENSAGENS_OCORRENCIA } from '@portal/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { isErroV4, novaChave } from '../../lib/api-client.ts';
import {
  CONTAS,
  configurarApi,
  limparTudo,
  renderWithProviders,
  sessaoLogada,
} from '../../test/render-app.tsx';
import {
  abrirOcorrencia,
  lerOcorrencia,
  listarMinhasOcorrencias,
  moverOcorrencia,
} from './api/ocorrencias.ts';
import { MinhasOcorrenciasPage } from './minhas-ocorrencias-page.tsx';
import { NovaOcorrenciaPage } from './nova-ocorrencia-page.tsx';
import { OcorrenciaPage } from './ocorrencia-page.tsx';
import { OcorrenciasSindicoPage } from './ocorrencias-sindico-page.tsx';

/** Roberto Farias, síndico of Acácias (the roles foundation's demo account). */
const ROBERTO = '265.873.014-44';
// A 1×1 PNG.
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (c) => c.charCodeAt(0),
);

beforeEach(async () => {
  cleanup();
  await configurarApi();
  await limparTudo('/condominio/ocorrencias');
  for (const sobra of document.querySelectorAll('ion-alert, ion-loading, ion-toast')) sobra.remove();
});

/** Logs in and points the API client at that session, for calls the test makes itself. */
async function como(conta: string) {
  const store = await sessaoLogada(conta);
  store.bindApi({ show() {}, hide() {} }, () => window.location.href);
  return store;
}

/** An Ionic button by its text (ion-button has no role of its own in jsdom). */
const botao = (texto: string) => screen.getByText(texto).closest('ion-button') as HTMLElement;
const semBotao = (texto: string) => expect(screen.queryByText(texto)).toBeNull();

async function minhas() {
  const r = await listarMinhasOcorrencias(1);
  if (isErroV4(r)) throw new Error(r.mensagem);
  return r.itens;
}

it('Carla opens a request with a photo (a PDF refused inline), and finds it in her list', async () => {
  const store = await como(CONTAS.carla);
  renderWithProviders(<NovaOcorrenciaPage />, { route: '/condominio/ocorrencias/nova', store });
  fireEvent.change(await screen.findByLabelText('Categoria'), { target: { value: 'vazamento' } });
  const fotos = screen.getByLabelText('Fotos (opcional)');
  fireEvent.change(fotos, {
    target: { files: [new File(['%PDF-1.4'], 'laudo.pdf', { type: 'application/pdf' })] },
  });
  expect((await screen.findByRole('alert')).textContent).toBe(MENSAGENS_OCORRENCIA.fotoNaoImagem);
  fireEvent.change(fotos, { target: { files: [new File([PNG], 'teto.png', { type: 'image/png' })] } });
  expect(await screen.findByAltText('Foto 1: teto.png')).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());

  const formulario = screen.getByLabelText('Descrição').closest('form') as HTMLFormElement;
  fireEvent.submit(formulario);
  expect((await screen.findByRole('alert')).textContent).toBe(MENSAGENS_OCORRENCIA.descricaoVazia);
  fireEvent.change(screen.getByLabelText('Descrição'), {
    target: { value: 'Água pingando do teto da cozinha (teste da página).' },
  });
  fireEvent.submit(formulario);
  await waitFor(
    async () => {
      const nova = (await minhas()).find((o) => o.descricao.includes('teste da página'));
      expect(nova).toMatchObject({ categoria: 'vazamento', situacao: 'aberta', fotos: 1 });
    },
    { timeout: 10_000 },
  );

  cleanup();
  renderWithProviders(<MinhasOcorrenciasPage />, { route: '/condominio/ocorrencias', store });
  const cartao = (
    await screen.findByText('Água pingando do teto da cozinha (teste da página).', {}, { timeout: 8000 })
  ).closest('ion-card') as HTMLElement;
  expect(within(cartao).getByText('Aberta')).toBeTruthy();
  expect(within(cartao).getByText('1 foto')).toBeTruthy();
  // The seeded leak in progress is past its 2-day deadline.
  const atrasada = (await screen.findByText(/Infiltração no teto do banheiro social/)).closest(
    'ion-card',
  ) as HTMLElement;
  expect(within(atrasada).getByText('Atrasada')).toBeTruthy();
  expect(within(atrasada).getByText('Em andamento')).toBeTruthy();
  expect(botao('Nova ocorrência')).toBeTruthy();
});

it('the síndico sees the building’s list and moves a request with a reply; the resident reads it', async () => {
  await como(CONTAS.carla);
  const aberta = await abrirOcorrencia(
    { categoria: 'manutencao', descricao: 'Interfone da unidade sem som (teste do síndico).' },
    novaChave(),
  );
  if (isErroV4(aberta)) throw new Error(aberta.mensagem);
  const store = await como(ROBERTO);
  renderWithProviders(<OcorrenciasSindicoPage />, { route: '/condominio/sindico/ocorrencias', store });
  expect(await screen.findByText(/Interfone da unidade sem som/, {}, { timeout: 8000 })).toBeTruthy();
  expect(screen.getAllByText('Atrasada').length).toBeGreaterThan(0);

  cleanup();
  const rota = `/condominio/sindico/ocorrencias/${aberta.codocorrencia}`;
  renderWithProviders(<OcorrenciaPage />, { route: rota, store });
  fireEvent.change(await screen.findByLabelText('Resposta ao morador (opcional)', {}, { timeout: 8000 }), {
    target: { value: 'O técnico do interfone vem na segunda.' },
  });
  fireEvent.click(botao('Iniciar atendimento'));
  await waitFor(() => expect(botao('Concluir')).toBeTruthy(), { timeout: 8000 });
  await waitFor(() => semBotao('Iniciar atendimento'));
  const andamento = screen.getByRole('heading', { name: 'Andamento' }).parentElement as HTMLElement;
  expect(within(andamento).getByText('Em andamento')).toBeTruthy();
  expect(screen.getByText('O técnico do interfone vem na segunda.')).toBeTruthy();

  await como(CONTAS.carla);
  const lido = await lerOcorrencia(aberta.codocorrencia);
  if (isErroV4(lido)) throw new Error(lido.mensagem);
  expect(lido).toMatchObject({ situacao: 'em_andamento', comoSindico: false, movimentos: [] });
});

it('Carla rates a concluded request once; the page then offers no rating', async () => {
  await como(CONTAS.carla);
  const aberta = await abrirOcorrencia(
    { categoria: 'limpeza', descricao: 'Garagem com óleo no piso (teste da avaliação).' },
    novaChave(),
  );
  if (isErroV4(aberta)) throw new Error(aberta.mensagem);
  await como(ROBERTO);
  const concluida = await moverOcorrencia(aberta.codocorrencia, 'concluida', 'Piso lavado.', novaChave());
  if (isErroV4(concluida)) throw new Error(concluida.mensagem);

  const store = await como(CONTAS.carla);
  renderWithProviders(<OcorrenciaPage />, {
    route: `/condominio/ocorrencias/${aberta.codocorrencia}`,
    store,
  });
  fireEvent.click(await screen.findByRole('radio', { name: '4 estrelas' }, { timeout: 8000 }));
  // Concluded and not rated: the page offers the rating and the reopening, never the síndico's moves.
  expect(botao('Reabrir ocorrência')).toBeTruthy();
  semBotao('Concluir');
  fireEvent.click(botao('Enviar avaliação'));
  expect(await screen.findByText('Avaliada com 4 estrelas', {}, { timeout: 8000 })).toBeTruthy();
  semBotao('Enviar avaliação');
  semBotao('Reabrir ocorrência');
});
