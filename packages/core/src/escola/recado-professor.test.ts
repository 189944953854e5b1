import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  autorDoRecado,
  bimestreDoDia,
  eDiaDeAula,
  mensagemAlunoForaDoRecado,
  situacaoDoDestinatario,
  textoNovaResposta,
  textoNovoRecado,
  textoRespondeu,
} from './recado-professor.ts';

describe('bimestreDoDia', () => {
  it('follows the usual school calendar', () => {
    expect(bimestreDoDia('2026-01-15')).toBe(1);
    expect(bimestreDoDia('2026-02-02')).toBe(1);
    expect(bimestreDoDia('2026-04-30')).toBe(1);
    expect(bimestreDoDia('2026-05-04')).toBe(2);
    expect(bimestreDoDia('2026-07-10')).toBe(2);
    expect(bimestreDoDia('2026-08-03')).toBe(3);
    expect(bimestreDoDia('2026-09-30')).toBe(3);
    expect(bimestreDoDia('2026-10-01')).toBe(4);
    expect(bimestreDoDia('2026-11-27')).toBe(4);
  });
  it('answers 0 for what is not a day, and never throws', () => {
    expect(bimestreDoDia('ontem')).toBe(0);
    expect(bimestreDoDia('2026-13-01')).toBe(0);
    fc.assert(fc.property(fc.anything(), (v) => [0, 1, 2, 3, 4].includes(bimestreDoDia(v as string))));
  });
  it('never goes back within a year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 }), (a, b) => {
        const dia = (m: number) => `2026-${String(m).padStart(2, '0')}-15`;
        return a > b || bimestreDoDia(dia(a)) <= bimestreDoDia(dia(b));
      }),
    );
  });
});

describe('eDiaDeAula', () => {
  it('is Monday to Friday', () => {
    expect(eDiaDeAula('2026-11-27')).toBe(true); // a Friday
    expect(eDiaDeAula('2026-11-28')).toBe(false); // Saturday
    expect(eDiaDeAula('2026-11-29')).toBe(false); // Sunday
    expect(eDiaDeAula('2026-11-30')).toBe(true);
    expect(eDiaDeAula('2026-02-30')).toBe(true); // Date rolls it to 2 March, a Monday
    expect(eDiaDeAula('amanhã')).toBe(false);
    fc.assert(fc.property(fc.anything(), (v) => typeof eDiaDeAula(v as string) === 'boolean'));
  });
});

describe('textos do recado do professor', () => {
  it('names who and what', () => {
    expect(textoNovoRecado('Prof. Bruno Lima', 'Prova de frações')).toBe(
      'Prof. Bruno Lima: Prova de frações',
    );
    expect(textoNovaResposta('Ana Paula Souza', 'Prova de frações')).toBe(
      'Ana Paula Souza respondeu ao recado "Prova de frações".',
    );
    expect(mensagemAlunoForaDoRecado('A1')).toBe('O aluno A1 não é da turma escolhida.');
    expect(textoRespondeu('2026-11-27T17:32:00Z')).toBe('Respondeu em 27/11/2026 às 14:32');
    expect(textoRespondeu('ontem')).toBe('');
    expect(autorDoRecado('professor', 'Bruno Lima')).toBe('Prof. Bruno Lima');
    expect(autorDoRecado('secretaria', 'Sílvia Martins')).toBe('Secretaria · Sílvia Martins');
  });

  it("says each recipient's read, ciente and reply", () => {
    expect(situacaoDoDestinatario({ lido: false }, false)).toBe('Não lido');
    expect(situacaoDoDestinatario({ lido: true }, true)).toBe('Lido · Sem ciência');
    expect(
      situacaoDoDestinatario(
        {
          lido: true,
          ciente: { em: '2026-11-27T17:32:00Z' },
          respostas: 1,
          ultimaResposta: '2026-11-27T17:40:00Z',
          aguardaResposta: true,
        },
        true,
      ),
    ).toBe('Lido · Ciente em 27/11/2026 às 14:32 · Respondeu em 27/11/2026 às 14:40 (aguarda resposta)');
    expect(
      situacaoDoDestinatario(
        { lido: true, respostas: 2, ultimaResposta: 'x', aguardaResposta: false },
        false,
      ),
    ).toBe('Lido · Respondeu');
    expect(situacaoDoDestinatario({ lido: true, ciente: { em: 'x' } }, true)).toBe('Lido · Ciente');
    expect(situacaoDoDestinatario({ lido: true, respostas: 0, ultimaResposta: 'x' }, false)).toBe('Lido');
  });
});
