import { hojeEmBrasilia, MENSAGENS_EVENTO_ESCOLAR } from '@portal/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import {
  CONTAS,
  configurarApi,
  limparTudo,
  renderWithProviders,
  sessaoLogada,
} from '../../test/render-app.tsx';
import { CalendarioPage } from './calendario-page.tsx';

type Alerta = HTMLElement & { message?: string; dismiss(data?: unknown, role?: string): Promise<boolean> };

beforeEach(async () => {
  await configurarApi();
  await limparTudo('/escola/calendario');
  for (const sobra of document.querySelectorAll('ion-alert, ion-loading, ion-toast')) sobra.remove();
});

/** A title no other test file uses: the API is shared by the run. */
const TITULO = `Prova de Artes ${Date.now() % 100_000}`;

async function abrir(conta: string) {
  const store = await sessaoLogada(conta);
  const r = renderWithProviders(<CalendarioPage />, { route: '/escola/calendario', store });
  await screen.findByText('Próximo mês', {}, { timeout: 8000 });
  return r;
}

const campo = (rotulo: string | RegExp) => screen.getByLabelText(rotulo) as HTMLInputElement;
/** Ionic's submit button does not submit a form in jsdom: the form is submitted as the button would. */
const enviar = () => fireEvent.submit(document.querySelector('form.calendario-form') as HTMLFormElement);
const digitar = (rotulo: string | RegExp, valor: string) =>
  fireEvent.change(campo(rotulo), { target: { value: valor } });

it('Sílvia publishes an exam for 6º A from the calendar, changes it and cancels it; core speaks first', async () => {
  const { unmount } = await abrir(CONTAS.silvia);
  fireEvent.click(await screen.findByText('Novo evento', {}, { timeout: 8000 }));
  // The office's form is its own chunk: it is there once loaded.
  await screen.findByRole('form', { name: 'Novo evento' }, { timeout: 8000 });
  // Core's rules answer before anything is sent.
  enviar();
  expect(await screen.findByText(MENSAGENS_EVENTO_ESCOLAR.tituloObrigatorio)).toBeTruthy();

  const para = campo('Para') as unknown as HTMLSelectElement;
  const sexto = [...para.options].find((o) => o.text.startsWith('6º ano A'));
  expect([...para.options][0]?.text).toBe('Toda a escola');
  fireEvent.change(para, { target: { value: sexto?.value } });
  fireEvent.change(campo('Tipo'), { target: { value: 'prova' } });
  digitar(/^Título/, TITULO);
  // Today: the month on screen shows it.
  digitar(/^Data/, hojeEmBrasilia(new Date()));
  digitar('Início (opcional)', '10:00');
  digitar('Término (opcional)', '11:40');
  enviar();

  const titulo = await screen.findByText(TITULO, { selector: 'h4' }, { timeout: 8000 });
  const item = titulo.closest('li') as HTMLElement;
  expect(within(item).getByText(/6º ano A/)).toBeTruthy();
  fireEvent.click(within(item).getByText('Editar'));
  await screen.findByRole('form', { name: 'Editar evento' }, { timeout: 8000 });
  expect(campo(/^Título/).value).toBe(TITULO);
  digitar(/^Título/, `${TITULO} (sala 12)`);
  enviar();
  const alterado = await screen.findByText(`${TITULO} (sala 12)`, { selector: 'h4' }, { timeout: 8000 });

  fireEvent.click(within(alterado.closest('li') as HTMLElement).getByText('Cancelar evento'));
  const alerta = await waitFor(
    () => {
      const aberto = [...document.querySelectorAll<Alerta>('ion-alert')].at(-1);
      expect(aberto?.message).toContain(`${TITULO} (sala 12)`);
      return aberto as Alerta;
    },
    { timeout: 10_000 },
  );
  await waitFor(
    async () => {
      await alerta.dismiss(undefined, 'confirm');
      expect(alerta.isConnected).toBe(false);
    },
    { timeout: 5_000 },
  );
  await waitFor(() => expect(screen.queryByText(`${TITULO} (sala 12)`, { selector: 'h4' })).toBeNull(), {
    timeout: 8000,
  });
  unmount();
});

it('families and teachers are never offered to publish, edit or cancel', async () => {
  for (const conta of [CONTAS.ana, CONTAS.bruno]) {
    const { unmount } = await abrir(conta);
    await waitFor(() => expect(document.querySelector('.calendario-navegacao')).toBeTruthy());
    // Wait for the month's answer (the holidays at least are there, or the empty state).
    await waitFor(
      () =>
        expect(document.querySelector('.calendario-eventos, .estado-lista, [role="status"]')).toBeTruthy(),
      {
        timeout: 8000,
      },
    );
    expect(screen.queryByText('Novo evento')).toBeNull();
    expect(screen.queryByText('Editar')).toBeNull();
    expect(screen.queryByText('Cancelar evento')).toBeNull();
    unmount();
  }
});
