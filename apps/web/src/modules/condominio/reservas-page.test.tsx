import { hojeEmBrasilia, textoDoHorario, tituloDoMes } from '@portal/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { isErroV4, novaChave } from '../../lib/api-client.ts';
import {
  CONTAS,
  configurarApi,
  limparTudo,
  renderApp,
  renderWithProviders,
  sessaoLogada,
} from '../../test/render-app.tsx';
import { lerDisponibilidade, listarAreas, reservarArea } from './api/reservas.ts';
import { AprovacoesPage } from './aprovacoes-page.tsx';
import { AreaReservaPage } from './area-reserva-page.tsx';
import { MinhasReservasPage } from './minhas-reservas-page.tsx';
import { ReservasPage } from './reservas-page.tsx';

/** The demo's second resident of Carla's unit and the síndico of Acácias (README's table; roles foundation). */
const PAULO = '731.604.928-69';
const ROBERTO = '265.873.014-44';
const DIA_MS = 86_400_000;
const diaMais = (n: number) => hojeEmBrasilia(new Date(Date.now() + n * DIA_MS));

beforeEach(async () => {
  await configurarApi();
  await limparTudo('/condominio/reservas');
  for (const sobra of document.querySelectorAll('ion-alert, ion-loading, ion-toast')) sobra.remove();
});

/** Calls the API as this account: the client takes its token from a rendered session. */
async function como(conta: string): Promise<() => void> {
  const store = await sessaoLogada(conta);
  return renderWithProviders(<div />, { store }).unmount;
}

/** The party room of the context's building, as coddao 700 lists it. */
async function salao() {
  const areas = await listarAreas(1);
  if (isErroV4(areas)) throw new Error(areas.mensagem);
  const area = areas.itens.find((a) => a.nome === 'Salão de festas');
  if (!area) throw new Error('sem salão');
  return area;
}

it('lists the areas with their rules in words and the fee in R$', async () => {
  const store = await sessaoLogada(CONTAS.carla);
  renderWithProviders(<ReservasPage />, { route: '/condominio/reservas', store });
  expect(await screen.findByText('Salão de festas', {}, { timeout: 8000 })).toBeTruthy();
  // The matcher reads R$'s no-break space as a space.
  expect(screen.getByText('Taxa: R$ 150,00')).toBeTruthy();
  expect(screen.getByText('Das 10:00 às 22:00, em períodos de 4 h')).toBeTruthy();
  expect(screen.getByText('Precisa da aprovação do síndico')).toBeTruthy();
  // A plain link (no Ionic element on this page's first paint): its role and name are in reach.
  const link = screen.getByRole('link', { name: 'Ver horários: Salão de festas' });
  expect(link.getAttribute('href')).toMatch(/^\/condominio\/reservas\/area\/\d+$/);
  expect(screen.getByRole('link', { name: 'Minhas reservas' }).getAttribute('href')).toBe(
    '/condominio/reservas/minhas',
  );
});

/** The day's button in the month view, whatever its state says ('30: …'), moving to its month. */
async function botaoDoDia(dia: string): Promise<HTMLButtonElement> {
  const grade = await screen.findByRole('table', {}, { timeout: 8000 });
  const [ano, mes] = dia.split('-').map(Number) as [number, number];
  if (!grade.getAttribute('aria-label')?.endsWith(tituloDoMes({ ano, mes })))
    fireEvent.click(screen.getByRole('button', { name: 'Próximo mês' }));
  return waitFor(
    () => {
      const botao = document.querySelector<HTMLButtonElement>(`button[data-dia="${dia}"]`);
      if (!botao) throw new Error(`sem o dia ${dia}`);
      return botao;
    },
    { timeout: 8000 },
  );
}

it('Paulo sees in the month view the day Carla booked as partly booked, and her slot taken, with no button', async () => {
  const sair = await como(CONTAS.carla);
  const area = await salao();
  const dia = diaMais(5);
  const disp = await lerDisponibilidade(area.codarea, dia);
  if (isErroV4(disp)) throw new Error(disp.mensagem);
  const alvo = disp.horarios[0];
  if (!alvo) throw new Error('sem horário');
  const feita = await reservarArea(area.codarea, alvo.inicio, novaChave());
  expect(isErroV4(feita)).toBe(false);
  const quando = textoDoHorario({ inicio: new Date(alvo.inicio), fim: new Date(alvo.fim) });
  sair();

  const store = await sessaoLogada(PAULO);
  renderWithProviders(<AreaReservaPage />, { route: `/condominio/reservas/area/${area.codarea}`, store });
  const botao = await botaoDoDia(dia);
  await waitFor(() => expect(botao.getAttribute('aria-label')).toMatch(/: (Parcial|Lotado)/), {
    timeout: 8000,
  });
  expect(botao.textContent).toMatch(/Parcial|Lotado/);
  fireEvent.click(botao);
  const lista = await screen.findByRole('list', { name: 'Horários do dia' }, { timeout: 8000 });
  await waitFor(() => expect(within(lista).getAllByText('Reservado')).toHaveLength(1), { timeout: 8000 });
  expect(lista.querySelector(`ion-button[aria-label="Reservar ${quando}"]`)).toBeNull();
  expect(lista.querySelectorAll('ion-button')).toHaveLength(disp.horarios.length - 1);
  expect(botao.getAttribute('aria-pressed')).toBe('true');
});

it('the month view: past days closed, words beside the colours, one day in the tab order, the arrows move it', async () => {
  const store = await sessaoLogada(CONTAS.carla);
  const sair = await como(CONTAS.carla);
  const area = await salao();
  sair();
  renderWithProviders(<AreaReservaPage />, { route: `/condominio/reservas/area/${area.codarea}`, store });
  const grade = await screen.findByRole('table', {}, { timeout: 8000 });
  const hoje = hojeEmBrasilia(new Date());
  const [ano, mes] = hoje.split('-').map(Number) as [number, number];
  expect(grade.getAttribute('aria-label')).toBe(`Disponibilidade em ${tituloDoMes({ ano, mes })}`);
  expect(within(grade).getByRole('columnheader', { name: 'dom' }).querySelector('abbr')?.title).toBe(
    'domingo',
  );
  const botoes = within(grade).getAllByRole('button');
  expect(botoes.filter((b) => b.tabIndex === 0)).toHaveLength(1);
  const primeiro = botoes[0] as HTMLButtonElement;
  expect(primeiro.getAttribute('aria-label')).toMatch(/^1: /);
  for (const legenda of ['Livre', 'Parcial', 'Lotado', 'Fechado'])
    expect(within(screen.getByRole('list', { name: 'Legenda' })).getByText(legenda)).toBeTruthy();
  if (hoje.slice(8) !== '01') expect(primeiro.getAttribute('aria-label')).toMatch(/: Fechado$/);
  expect(screen.getByText('Toque em um dia do calendário para ver os horários e reservar.')).toBeTruthy();
  // The "previous month" is not offered from the current month.
  expect((screen.getByRole('button', { name: 'Mês anterior' }) as HTMLButtonElement).disabled).toBe(true);

  primeiro.focus();
  fireEvent.keyDown(primeiro, { key: 'ArrowRight' });
  await waitFor(() =>
    expect(document.activeElement?.getAttribute('data-dia')).toBe(`${hoje.slice(0, 7)}-02`),
  );
  fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
  await waitFor(() =>
    expect(document.activeElement?.getAttribute('data-dia')).toBe(`${hoje.slice(0, 7)}-09`),
  );
  expect(botoes.filter((b) => b.tabIndex === 0).map((b) => b.dataset.dia)).toEqual([
    `${hoje.slice(0, 7)}-09`,
  ]);
});

it('the fee of a booking is shown as a line of the bill: "Taxa de reserva — Salão de festas"', async () => {
  const sair = await como(CONTAS.carla);
  const area = await salao();
  const disp = await lerDisponibilidade(area.codarea, diaMais(9));
  if (isErroV4(disp)) throw new Error(disp.mensagem);
  const livre = disp.horarios.find((h) => h.situacao === 'livre');
  const feita = await reservarArea(area.codarea, livre?.inicio ?? '', novaChave());
  if (isErroV4(feita)) throw new Error(feita.mensagem);
  sair();
  const store = await sessaoLogada(CONTAS.carla);
  // The bill's page belongs to the charges module: reached through the app's routes, as a person reaches it.
  await renderApp({ route: `/condominio/boletos/${feita.codcobranca}`, store });
  // Its line names the day and time: the bill may carry other bookings' fees (from the 1st to the 10th the
  // month's bill is the unit's next one).
  const horario = textoDoHorario({ inicio: new Date(livre?.inicio ?? ''), fim: new Date(livre?.fim ?? '') });
  expect(
    await screen.findByText(`Taxa de reserva — Salão de festas, ${horario}`, {}, { timeout: 8000 }),
  ).toBeTruthy();
});

it('the unit’s bookings offer cancelling while the window is open', async () => {
  const store = await sessaoLogada(PAULO);
  renderWithProviders(<MinhasReservasPage />, { route: '/condominio/reservas/minhas', store });
  const deCarla = await screen.findAllByText(/reservado por Carla/, {}, { timeout: 8000 });
  const cartao = deCarla[0]?.closest('ion-card') as HTMLElement;
  expect(within(cartao).getByText('Salão de festas')).toBeTruthy();
  expect(within(cartao).getByText('Cancelar reserva').closest('ion-button')).toBeTruthy();
});

it('Roberto refuses a pending booking only with a reason, and it leaves the list', async () => {
  const sair = await como(CONTAS.carla);
  const areas = await listarAreas(1);
  if (isErroV4(areas)) throw new Error(areas.mensagem);
  const churrasqueira = areas.itens.find((a) => a.exigeAprovacao);
  if (!churrasqueira) throw new Error('sem área com aprovação');
  const disp = await lerDisponibilidade(churrasqueira.codarea, diaMais(20));
  if (isErroV4(disp)) throw new Error(disp.mensagem);
  const pedida = await reservarArea(churrasqueira.codarea, disp.horarios[0]?.inicio ?? '', novaChave());
  if (isErroV4(pedida)) throw new Error(pedida.mensagem);
  sair();

  const store = await sessaoLogada(ROBERTO);
  renderWithProviders(<AprovacoesPage />, { route: '/condominio/reservas/aprovacoes', store });
  const recusar = await waitFor(
    () => {
      const cartao = document.getElementById(`motivo-${pedida.codreserva}`)?.closest('ion-card');
      if (!cartao) throw new Error('sem o pedido');
      return within(cartao as HTMLElement).getByText('Recusar');
    },
    { timeout: 8000 },
  );
  fireEvent.click(recusar);
  expect(await screen.findByText('Informe o motivo do cancelamento.')).toBeTruthy();
  const motivo = document.getElementById(`motivo-${pedida.codreserva}`) as HTMLInputElement;
  expect(motivo.getAttribute('aria-invalid')).toBe('true');
  fireEvent.change(motivo, { target: { value: 'Área em manutenção.' } });
  fireEvent.click(recusar);
  await waitFor(() => expect(document.getElementById(`motivo-${pedida.codreserva}`)).toBeNull(), {
    timeout: 10_000,
  });
});
