import { MENSAGENS } from '@portal/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { novaSessao, renderWithProviders } from '../test/render-app.tsx';
import { LoginFormulario } from './login-formulario.tsx';

type Alerta = HTMLElement & { message?: string; dismiss(): Promise<boolean> };

/** The live regions outside the dialog that announce `texto`. */
function anunciosForaDoDialogo(texto: string): Element[] {
  return [
    ...document.querySelectorAll('[role="alert"], [aria-live="assertive"], [aria-live="polite"]'),
  ].filter((el) => !el.closest('ion-alert') && el.textContent?.includes(texto));
}

async function enviar(usuarioDigitado: string) {
  renderWithProviders(<LoginFormulario store={novaSessao()} aoEntrar={() => undefined} />, {
    route: '/auth/login',
  });
  const usuario = userEvent.setup();
  if (usuarioDigitado) await usuario.type(screen.getByLabelText('CPF, CNPJ ou e-mail'), usuarioDigitado);
  await usuario.type(screen.getByLabelText('Senha'), 'demo1234');
  fireEvent.submit(screen.getByRole('form', { name: 'Entrar no Portal' }));
}

afterEach(() => {
  for (const el of document.querySelectorAll('ion-alert')) el.remove();
});

describe('login form: a wrong field is announced once', () => {
  /** Issue 29: an invalid CPF was announced twice, by the field's message and by SPEC §5's dialog. */
  it("an invalid CPF: SPEC's dialog 'Aviso: CPF inválido' announces it; the field's message is shown, not announced", async () => {
    await enviar('11111111111');
    const alerta = await waitFor(
      () => {
        const aberto = [...document.querySelectorAll<Alerta>('ion-alert')].at(-1);
        expect(aberto?.message).toBe(MENSAGENS.cpfInvalido);
        return aberto as Alerta;
      },
      { timeout: 10_000 },
    );
    const campo = screen.getByLabelText('CPF, CNPJ ou e-mail');
    expect(campo.getAttribute('aria-invalid')).toBe('true');
    const descricao = document.getElementById(campo.getAttribute('aria-describedby') ?? '');
    expect(descricao?.textContent).toBe(MENSAGENS.cpfInvalido);
    expect(anunciosForaDoDialogo(MENSAGENS.cpfInvalido)).toEqual([]);
    await waitFor(async () => {
      await alerta.dismiss();
      expect(alerta.isConnected).toBe(false);
    });
  });

  it('a missing field, which opens no dialog, is still announced by its message', async () => {
    await enviar('');
    await waitFor(() => expect(anunciosForaDoDialogo('Informe')).toHaveLength(1));
    expect(document.querySelector('ion-alert')).toBeNull();
  });
});
