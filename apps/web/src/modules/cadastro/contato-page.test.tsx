import { MENSAGENS, STORAGE_KEYS, type Usuario } from '@portal/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storage } from '../../lib/storage.ts';
import {
  CONTAS,
  configurarApi,
  limparTudo,
  renderWithProviders,
  sessaoLogada,
} from '../../test/render-app.tsx';
import { ContatoPage } from './contato-page.tsx';

type Alerta = HTMLElement & { message?: string; dismiss(): Promise<boolean> };

beforeEach(async () => {
  await configurarApi();
  await limparTudo('/cadastro/contato');
  for (const sobra of document.querySelectorAll('ion-alert, ion-loading, ion-toast')) sobra.remove();
});

async function abrir() {
  const store = await sessaoLogada(CONTAS.ana);
  renderWithProviders(<ContatoPage />, { route: '/cadastro/contato', store });
  await screen.findByLabelText(/Data de nascimento/);
  return { store, usuario: userEvent.setup() };
}

function campo(rotulo: RegExp): HTMLInputElement {
  return screen.getAllByLabelText(rotulo)[0] as HTMLInputElement;
}

describe('contact update (SPEC §4, coddao 330)', () => {
  it("starts from the user's own phones and birth date", async () => {
    const { store } = await abrir();
    const usuario = store.getState().usuario as Usuario;
    expect(usuario.lsttelefone.length).toBeGreaterThan(0);
    const [primeiro] = usuario.lsttelefone;
    expect(campo(/^Telefone/).value.replace(/\D/g, '')).toBe(`${primeiro?.ddd}${primeiro?.tel}`);
    expect(campo(/Data de nascimento/).value).toBe(usuario.dtnascimento);
  });

  it('saves new phones and birth date on the server, in the session and in storage', async () => {
    const { store, usuario } = await abrir();
    const quantos = store.getState().usuario?.lsttelefone.length ?? 0;
    // The remove buttons are ion-buttons: Ionic moves their aria-label into the shadow root, out of reach here.
    for (let i = quantos; i > 1; i--) {
      const remover = document.querySelectorAll('.modulo-telefone-linha ion-button');
      fireEvent.click(remover[remover.length - 1] as Element);
      await waitFor(() => expect(document.querySelectorAll('.modulo-telefone-linha')).toHaveLength(i - 1));
    }
    await usuario.clear(campo(/^Telefone/));
    await usuario.type(campo(/^Telefone/), '19991234567');
    await usuario.clear(campo(/Data de nascimento/));
    await usuario.type(campo(/Data de nascimento/), '02011985');
    fireEvent.submit(screen.getByRole('form', { name: 'Atualizar telefones e data de nascimento' }));
    await waitFor(
      () => {
        expect(store.getState().usuario?.lsttelefone).toEqual([{ ddd: '19', tel: '991234567' }]);
        expect(store.getState().usuario?.dtnascimento).toBe('02/01/1985');
      },
      { timeout: 10_000 },
    );
    const salvo = await storage.get<Usuario>(STORAGE_KEYS.usuario);
    expect(salvo?.lsttelefone).toEqual([{ ddd: '19', tel: '991234567' }]);
  });

  it("an invalid phone shows 'Telefone inválido' and changes nothing", async () => {
    const { store, usuario } = await abrir();
    const antes = store.getState().usuario?.lsttelefone;
    await usuario.clear(campo(/^Telefone/));
    await usuario.type(campo(/^Telefone/), '1234');
    fireEvent.submit(screen.getByRole('form', { name: 'Atualizar telefones e data de nascimento' }));
    await waitFor(
      () =>
        expect([...document.querySelectorAll<Alerta>('ion-alert')].at(-1)?.message).toBe(
          MENSAGENS.telefoneInvalido,
        ),
      { timeout: 10_000 },
    );
    expect(store.getState().usuario?.lsttelefone).toEqual(antes);
  });
});
