import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-app.tsx';
import { type Evento, EventoCartao } from './evento-cartao.tsx';

const evento: Evento = {
  codevento: 7,
  titulo: 'Seminário',
  descricao: 'Palestras',
  local: 'Campinas',
  dthinicio: '2099-01-10T11:00:00.000Z',
  dthfim: '2099-01-10T20:00:00.000Z',
  vagas: 10,
  inscritos: 3,
  inscrito: true,
  valor: 180,
};
const nada = () => {};

describe('EventoCartao', () => {
  it('a held seat of a paid event offers "Pagar inscrição", leading to its charge', () => {
    renderWithProviders(
      <EventoCartao
        evento={{ ...evento, codcobranca: 1234 }}
        enviando={false}
        onInscrever={nada}
        onCancelar={nada}
      />,
    );
    expect(screen.getByText('Sua vaga está reservada até o pagamento da inscrição.')).toBeTruthy();
    expect(screen.getByText('Pagar inscrição').closest('ion-button')?.getAttribute('router-link') ?? '').toBe(
      '/eventos/inscricoes/1234',
    );
  });

  it('a paid (or free) sign-up says it is confirmed and offers no payment', () => {
    renderWithProviders(
      <EventoCartao
        evento={{ ...evento, codcobranca: null }}
        enviando={false}
        onInscrever={nada}
        onCancelar={nada}
      />,
    );
    expect(screen.getByText(/Sua inscrição/)).toBeTruthy();
    expect(screen.queryByText('Pagar inscrição')).toBeNull();
  });
});
