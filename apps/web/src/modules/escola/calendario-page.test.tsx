import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import ICAL from 'ical.js';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import {
  CONTAS,
  configurarApi,
  limparTudo,
  renderWithProviders,
  sessaoLogada,
} from '../../test/render-app.tsx';
import { TEXTOS_ASSINATURA } from './assinar-calendario.tsx';
import { CalendarioPage } from './calendario-page.tsx';

beforeEach(async () => {
  await configurarApi();
  await limparTudo('/escola/calendario');
  for (const sobra of document.querySelectorAll('ion-alert, ion-loading, ion-toast')) sobra.remove();
});
afterEach(() => vi.restoreAllMocks());

/** Moves month by month (at most three) until an exam of the demo is on screen. */
async function ateAsProvas() {
  for (let i = 0; i < 3; i++) {
    const provas = await screen.findAllByText('Prova de Matemática', {}, { timeout: 4000 }).catch(() => []);
    if (provas.length > 0) return;
    fireEvent.click(screen.getByText('Próximo mês'));
  }
  throw new Error('nenhuma prova nos próximos meses');
}

it('Ana sees her child’s exams in the agenda and adds one to her calendar as an .ics', async () => {
  const store = await sessaoLogada(CONTAS.ana);
  renderWithProviders(<CalendarioPage />, { route: '/escola/calendario', store });
  expect(await screen.findByText('Próximo mês', {}, { timeout: 8000 })).toBeTruthy();
  await ateAsProvas();
  // A holiday's kind is named; an exam's too.
  expect(screen.getAllByText('Prova').length).toBeGreaterThan(0);

  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
    blobs.push(b as Blob);
    return 'blob:teste';
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  // Ionic hands the button's aria-label to its inner button: the item is found by its title.
  const item = screen.getAllByText('Prova de Matemática')[0]?.closest('li') as HTMLElement;
  fireEvent.click(within(item).getByText('Adicionar à agenda'));
  await waitFor(() => expect(blobs).toHaveLength(1), { timeout: 8000 });
  const texto = await (blobs[0] as Blob).text();
  const [vevent] = new ICAL.Component(ICAL.parse(texto)).getAllSubcomponents('vevent');
  const evento = new ICAL.Event(vevent);
  expect(evento.summary).toBe('Prova: Prova de Matemática');
  // 07:30 on Brasília's clock.
  expect(evento.startDate.toJSDate().toISOString()).toMatch(/T10:30:00\.000Z$/);
});

it('the feed’s address is shown once, regenerated and revoked', async () => {
  const store = await sessaoLogada(CONTAS.carla);
  renderWithProviders(<CalendarioPage />, { route: '/escola/calendario', store });
  fireEvent.click(await screen.findByText(TEXTOS_ASSINATURA.obter, {}, { timeout: 8000 }));
  const campo = (await screen.findByLabelText(
    'Endereço do calendário',
    {},
    { timeout: 8000 },
  )) as HTMLInputElement;
  const primeiro = campo.value;
  expect(primeiro).toMatch(/\/api\/calendario\/[A-Za-z0-9_-]{43}\.ics$/);
  expect(screen.getByText(TEXTOS_ASSINATURA.novo)).toBeTruthy();

  fireEvent.click(screen.getByText(TEXTOS_ASSINATURA.gerar));
  await waitFor(() =>
    expect((screen.getByLabelText('Endereço do calendário') as HTMLInputElement).value).not.toBe(primeiro),
  );
  fireEvent.click(screen.getByText(TEXTOS_ASSINATURA.revogar));
  expect(await screen.findByText(TEXTOS_ASSINATURA.revogado, {}, { timeout: 8000 })).toBeTruthy();
  expect(screen.queryByLabelText('Endereço do calendário')).toBeNull();
});
