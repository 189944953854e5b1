import type { BoletimResultado } from '@portal/core';
import { describe, expect, it } from 'vitest';
import { pintarEsbocoBoletim } from './boletim-esboco.ts';

const BOLETIM: BoletimResultado = {
  alunos: [
    {
      codaluno: 'a1',
      nome: 'Lucas Souza',
      serie: '6º ano A',
      escola: 'Colégio Horizonte',
      anoletivo: 2026,
      mediaMinima: 60,
      formula: 'Média aritmética dos quatro bimestres; aprovação com média 6,0.',
      disciplinas: [
        {
          coddisciplina: 1,
          nome: 'Matemática',
          bimestres: [
            { bimestre: 1, nota: 50, recuperacao: 70, conta: 60, faltas: 1 },
            { bimestre: 2, nota: 85, recuperacao: null, conta: 85, faltas: 0 },
            { bimestre: 3, nota: null, recuperacao: null, conta: null, faltas: null },
            { bimestre: 4, nota: null, recuperacao: null, conta: null, faltas: null },
          ],
          mediaParcial: 73,
          mediaFinal: null,
          faltas: 1,
          situacao: { status: 'Cursando', statusCor: 'medium' },
        },
      ],
    },
  ],
};

function raizComSplash(): HTMLElement {
  const raiz = document.createElement('div');
  raiz.innerHTML = '<div class="splash"><p class="splash-marca">Portal</p></div>';
  return raiz;
}

describe('the boletim painted from its answer before the shell', () => {
  it('shows the grid with the texts of the live page, under the page header', () => {
    const raiz = raizComSplash();
    pintarEsbocoBoletim(raiz, BOLETIM);
    expect(raiz.querySelector('.splash')).toBeNull();
    expect(raiz.querySelector('.esboco')?.getAttribute('aria-busy')).toBe('true');
    expect(raiz.querySelector('h1')?.textContent).toBe('Boletim');
    expect(raiz.querySelector('.boletim-cabecalho h2')?.textContent).toBe('Lucas Souza');
    expect(raiz.querySelector('.boletim-cabecalho p')?.textContent).toBe(
      '6º ano A · Colégio Horizonte · 2026',
    );
    expect(raiz.querySelector('.boletim-minima')?.textContent).toBe('Média para aprovação: 6,0');
    expect(raiz.querySelector('caption')?.textContent).toBe('Boletim 2026 de Lucas Souza');
    expect([...raiz.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'Disciplina',
      '1º bim',
      '2º bim',
      '3º bim',
      '4º bim',
      'Média',
      'Faltas',
      'Situação',
    ]);
    const celulas = [...raiz.querySelectorAll('tbody tr > *')].map((c) => c.textContent);
    expect(celulas).toEqual([
      'Matemática',
      '6,0nota 5,0, rec. 7,0',
      '8,5',
      '–',
      '–',
      '7,3parcial',
      '1',
      'Cursando',
    ]);
    expect(raiz.querySelector('.boletim-formula')?.textContent).toBe(BOLETIM.alunos[0]?.formula);
  });

  it('paints over its own sketch (the fresh answer after the saved one), never over the rendered app', () => {
    const raiz = raizComSplash();
    pintarEsbocoBoletim(raiz, BOLETIM);
    const outro = structuredClone(BOLETIM);
    if (outro.alunos[0]) outro.alunos[0].nome = 'Mariana Souza';
    pintarEsbocoBoletim(raiz, outro);
    expect(raiz.querySelector('.boletim-cabecalho h2')?.textContent).toBe('Mariana Souza');

    raiz.innerHTML = '<ion-app class="ion-page"></ion-app>';
    pintarEsbocoBoletim(raiz, BOLETIM);
    expect(raiz.querySelector('.esboco')).toBeNull();
  });

  it('paints nothing for an answer without children: the splash stays until the page says so', () => {
    const raiz = raizComSplash();
    pintarEsbocoBoletim(raiz, { alunos: [] });
    expect(raiz.querySelector('.splash')).not.toBeNull();
  });
});
