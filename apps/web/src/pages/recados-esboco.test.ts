import type { Recado } from '@portal/core';
import { describe, expect, it } from 'vitest';
import { pintarEsbocoRecados } from './recados-esboco.ts';

function recado(parcial: Partial<Recado>): Recado {
  return {
    codrecado: 1,
    titulo: 'Reunião de pais',
    texto: 'Prezadas   famílias,\n convidamos todos.',
    autor: 'Coordenação',
    dthpublicacao: '2026-11-23T10:00:00-03:00',
    lido: false,
    anexos: [],
    ...parcial,
  } as Recado;
}

describe('the home painted from its saved list before the shell', () => {
  it('shows each recado as the page does: title, who and when, the start of the text', () => {
    const raiz = document.createElement('div');
    raiz.innerHTML = '<p class="splash-marca">Portal</p>';
    pintarEsbocoRecados(raiz, {
      itens: [recado({}), recado({ codrecado: 2, titulo: 'Feriado', lido: true, anexos: [{}, {}] as never })],
      total: 2,
      em: Date.now(),
    });
    expect(raiz.querySelector('.splash-marca')).toBeNull();
    expect(raiz.querySelector('.esboco')?.getAttribute('aria-busy')).toBe('true');
    expect(raiz.querySelector('h1')?.textContent).toBe('Recados');
    const itens = [...raiz.querySelectorAll('li')];
    expect(itens.map((li) => li.querySelector('h2')?.textContent)).toEqual(['Reunião de pais', 'Feriado']);
    expect(itens[0]?.className).toContain('nao-lida');
    expect(itens[0]?.querySelectorAll('p')[0]?.textContent).toBe('Coordenação · 23/11/2026 · Não lido');
    expect(itens[0]?.querySelectorAll('p')[1]?.textContent).toBe('Prezadas famílias, convidamos todos.');
    expect(itens[1]?.querySelector('.recado-nota')?.textContent).toBe('2, 2 anexos');
    // Each is already a link to its recado: a tap before the shell arrives opens it.
    expect(itens.map((li) => li.querySelector('a')?.getAttribute('href'))).toEqual([
      '/home/recados/1',
      '/home/recados/2',
    ]);
  });

  it("paints the server's text as text: markup in a title is never parsed", () => {
    const raiz = document.createElement('div');
    const hostil = '<img src=x onerror="window.__esboco=1">';
    pintarEsbocoRecados(raiz, { itens: [recado({ titulo: hostil })], total: 1, em: 0 });
    expect(raiz.querySelector('img')).toBeNull();
    expect(raiz.querySelector('h2')?.textContent).toBe(hostil);
  });
});
