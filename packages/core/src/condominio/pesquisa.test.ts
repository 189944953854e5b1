import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contarOpcoes, MENSAGENS_PESQUISA, type PerguntaPesquisa, problemasDaResposta } from './pesquisa.ts';

const PERGUNTAS: PerguntaPesquisa[] = [
  { codpergunta: 1, tipo: 'unica', opcoes: ['Sim', 'Não'] },
  { codpergunta: 2, tipo: 'multipla', opcoes: ['Academia', 'Piscina', 'Salão'] },
  { codpergunta: 3, tipo: 'texto', opcoes: [] },
];

describe('problemasDaResposta', () => {
  it('accepts a complete answer', () => {
    expect(
      problemasDaResposta(PERGUNTAS, [
        { codpergunta: 1, opcoes: [0] },
        { codpergunta: 2, opcoes: [0, 2] },
        { codpergunta: 3, texto: 'Mais bicicletários' },
      ]),
    ).toEqual({});
  });

  it('names each question answered wrong, and a question of another survey', () => {
    expect(
      problemasDaResposta(PERGUNTAS, [
        { codpergunta: 1, opcoes: [0, 1] },
        { codpergunta: 2, opcoes: [1, 1] },
        { codpergunta: 3, texto: '   ' },
        { codpergunta: 9, opcoes: [0] },
        { codpergunta: 1, opcoes: [0] },
      ]),
    ).toEqual({
      'respostas.4.codpergunta': MENSAGENS_PESQUISA.perguntaRepetida,
      'pergunta.1': MENSAGENS_PESQUISA.escolhaUma,
      'pergunta.2': MENSAGENS_PESQUISA.escolhaAoMenosUma,
      'pergunta.3': MENSAGENS_PESQUISA.escreva,
      'respostas.3.codpergunta': MENSAGENS_PESQUISA.perguntaDesconhecida,
    });
    expect(problemasDaResposta(PERGUNTAS, [{ codpergunta: 1, opcoes: [5] }])).toMatchObject({
      'pergunta.1': MENSAGENS_PESQUISA.escolhaUma,
      'pergunta.2': MENSAGENS_PESQUISA.escolhaAoMenosUma,
    });
  });
});

describe('contarOpcoes', () => {
  it('counts each answer once per option', () => {
    expect(contarOpcoes(3, [[0, 2], [2], [2, 2], [7]])).toEqual([1, 0, 3]);
    expect(contarOpcoes(0, [[0]])).toEqual([]);
  });

  it('never counts more than the answers for any option', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.integer({ min: -1, max: 4 }))), (es) => {
        for (const c of contarOpcoes(4, es)) expect(c).toBeLessThanOrEqual(es.length);
      }),
    );
  });
});
