import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useCaminhoDaPagina } from './use-caminho-da-pagina.ts';

let navegar: (url: string) => void = () => undefined;

function Pagina() {
  navegar = useNavigate();
  return <p data-testid="caminho">{useCaminhoDaPagina().join('|')}</p>;
}

function caminho() {
  return screen.getByTestId('caminho').textContent;
}

describe('useCaminhoDaPagina', () => {
  it('follows URLs of its own shape and keeps its own while another page is on screen', () => {
    render(
      <MemoryRouter initialEntries={['/escola/boletim']}>
        <Pagina />
      </MemoryRouter>,
    );
    expect(caminho()).toBe('escola|boletim');
    act(() => navegar('/condominio'));
    expect(caminho()).toBe('escola|boletim');
    act(() => navegar('/condominio/boletos'));
    expect(caminho()).toBe('escola|boletim');
    act(() => navegar('/escola/boletim/7'));
    expect(caminho()).toBe('escola|boletim');
    act(() => navegar('/escola/frequ%C3%AAncia'));
    expect(caminho()).toBe('escola|frequência');
  });
});
