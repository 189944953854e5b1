import { hojeEmBrasilia } from '@portal/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { isErroV4, novaChave } from '../../lib/api-client.ts';
import {
  CONTAS,
  configurarApi,
  limparTudo,
  renderWithProviders,
  sessaoLogada,
} from '../../test/render-app.tsx';
import { listarEncomendas } from './api/encomendas.ts';
import { autorizarVisita } from './api/visitas.ts';
import { EncomendasPage } from './encomendas-page.tsx';
import { PortariaEncomendasPage } from './portaria-encomendas-page.tsx';
import { PortariaPage } from './portaria-page.tsx';

beforeEach(async () => {
  await configurarApi();
  await limparTudo('/condominio/portaria');
  for (const sobra of document.querySelectorAll('ion-alert, ion-loading, ion-toast')) sobra.remove();
});

/** Carla's unit in Acácias (seed-data/ids.ts CONDOMINIO.acacias): the app has no import of the API's seed. */
const ACACIAS_302 = '1001';

/** Carla's pass for today, made through the API. */
async function passeDaCarla(nome: string) {
  const carla = await sessaoLogada(CONTAS.carla);
  carla.bindApi({ show: () => {}, hide: () => {} }, () => '/condominio/visitantes');
  const hoje = hojeEmBrasilia(new Date());
  const v = await autorizarVisita(
    ACACIAS_302,
    {
      nome,
      tipo: 'servico',
      dataInicio: hoje,
      dataFim: hoje,
      diasSemana: null,
      horaInicio: '',
      horaFim: '',
      placa: '',
    },
    novaChave(),
  );
  if (isErroV4(v)) throw new Error(v.mensagem);
  return v;
}

it('the porteiro types the short code: valid, with who and for which unit; an unknown code is said so', async () => {
  const v = await passeDaCarla(`Eletricista ${Date.now()}`);
  const store = await sessaoLogada(CONTAS.sebastiao);
  renderWithProviders(<PortariaPage />, { route: '/condominio/portaria', store });
  const campo = await screen.findByLabelText('Ou digite o código do passe');
  fireEvent.change(campo, { target: { value: v.codigo.toLowerCase() } });
  fireEvent.submit(campo.closest('form') as HTMLFormElement);
  expect(await screen.findByRole('heading', { name: 'Entrada liberada' }, { timeout: 10_000 })).toBeTruthy();
  expect(screen.getByText(v.nome)).toBeTruthy();
  expect(screen.getByText('Prestador de serviço')).toBeTruthy();
  expect(screen.getByText('Entrada registrada')).toBeTruthy();
  fireEvent.click(screen.getByText('Conferir outro passe'));
  const deNovo = await screen.findByLabelText('Ou digite o código do passe');
  fireEvent.change(deNovo, { target: { value: 'ZZZZ-ZZZZ' } });
  fireEvent.submit(deNovo.closest('form') as HTMLFormElement);
  expect(
    await screen.findByRole('heading', { name: 'Código não encontrado' }, { timeout: 10_000 }),
  ).toBeTruthy();
}, 30_000);

it('the porteiro registers a package; Carla sees it with her pickup code', async () => {
  const transportadora = `Transp ${Date.now()}`;
  const porteiro = await sessaoLogada(CONTAS.sebastiao);
  const { unmount } = renderWithProviders(<PortariaEncomendasPage />, {
    route: '/condominio/portaria/encomendas',
    store: porteiro,
  });
  const unidade = (await screen.findByLabelText('Unidade')) as HTMLSelectElement;
  await waitFor(() => expect(unidade.options.length).toBeGreaterThan(2), { timeout: 10_000 });
  const apto302 = [...unidade.options].find((o) => o.text === 'Bloco A - Apto 302');
  fireEvent.change(unidade, { target: { value: apto302?.value } });
  fireEvent.input(screen.getByLabelText('Transportadora'), { target: { value: transportadora } });
  fireEvent.submit(unidade.closest('form') as HTMLFormElement);
  expect(
    await screen.findByRole(
      'heading',
      { name: `Bloco A - Apto 302 · ${transportadora}` },
      { timeout: 10_000 },
    ),
  ).toBeTruthy();
  unmount();

  const carla = await sessaoLogada(CONTAS.carla);
  await limparTudo('/condominio/encomendas');
  renderWithProviders(<EncomendasPage />, { route: '/condominio/encomendas', store: carla });
  expect(await screen.findByRole('heading', { name: transportadora }, { timeout: 10_000 })).toBeTruthy();
  const lista = await listarEncomendas(1);
  if (isErroV4(lista)) throw new Error(lista.mensagem);
  const minha = lista.itens.find((e) => e.transportadora === transportadora);
  expect(minha?.codigoRetirada).toMatch(/^\d{6}$/);
  expect(screen.getByText(minha?.codigoRetirada ?? '-')).toBeTruthy();
}, 40_000);
