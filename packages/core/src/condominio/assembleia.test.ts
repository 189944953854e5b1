import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apurarVotos,
  formatPercentual,
  MENSAGENS_ASSEMBLEIA,
  opcaoVencedora,
  partesDe100,
  pesoDoVoto,
  quorumDe,
  situacaoDaVotacao,
  textoVotoDaUnidade,
} from './assembleia.ts';

const OPCOES = ['Aprovo', 'Reprovo', 'Abstenção'];

describe('apurarVotos', () => {
  it('counts one unit, one vote when the convention does not weigh by fraction', () => {
    const r = apurarVotos(
      OPCOES,
      [
        { opcao: 0, fracao: 10_000 },
        { opcao: 0, fracao: 30_000 },
        { opcao: 1, fracao: 50_000 },
      ],
      false,
    );
    expect(r.map((o) => [o.unidades, o.peso, o.centesimos])).toEqual([
      [2, 2, 6667],
      [1, 1, 3333],
      [0, 0, 0],
    ]);
    expect(opcaoVencedora(r)).toBe(0);
  });

  it('weighs by the unit’s fraction when the convention says so', () => {
    const r = apurarVotos(
      OPCOES,
      [
        { opcao: 0, fracao: 10_000 },
        { opcao: 0, fracao: 30_000 },
        { opcao: 1, fracao: 50_000 },
      ],
      true,
    );
    expect(r.map((o) => [o.unidades, o.peso, o.centesimos])).toEqual([
      [2, 40_000, 4444],
      [1, 50_000, 5556],
      [0, 0, 0],
    ]);
    expect(opcaoVencedora(r)).toBe(1);
  });

  it('ignores an option out of range and a non-residential row’s weight', () => {
    const r = apurarVotos(
      OPCOES,
      [
        { opcao: 7, fracao: 1 },
        { opcao: 2, fracao: null },
      ],
      true,
    );
    expect(r[2]).toMatchObject({ unidades: 1, peso: 0, centesimos: 0 });
    expect(opcaoVencedora(r)).toBeNull();
  });

  it('calls a tie at the top no winner', () => {
    const r = apurarVotos(
      OPCOES,
      [
        { opcao: 0, fracao: 1 },
        { opcao: 1, fracao: 1 },
      ],
      false,
    );
    expect(r.map((o) => o.centesimos)).toEqual([5000, 5000, 0]);
    expect(opcaoVencedora(r)).toBeNull();
  });

  const votos = fc.array(
    fc.record({
      opcao: fc.integer({ min: 0, max: 2 }),
      fracao: fc.option(fc.integer({ min: 1, max: 90_000 })),
    }),
    { maxLength: 60 },
  );

  it('shares add up to exactly 100 % whenever anything weighed was cast', () => {
    fc.assert(
      fc.property(votos, fc.boolean(), (vs, porFracao) => {
        const r = apurarVotos(OPCOES, vs, porFracao);
        const total = r.reduce((t, o) => t + o.centesimos, 0);
        const pesado = r.some((o) => o.peso > 0);
        expect(total).toBe(pesado ? 10000 : 0);
        expect(r.reduce((t, o) => t + o.unidades, 0)).toBe(vs.length);
      }),
    );
  });

  it('a changed vote moves exactly that unit’s weight from one option to the other', () => {
    fc.assert(
      fc.property(votos, fc.boolean(), fc.nat(), fc.integer({ min: 0, max: 2 }), (vs, porFracao, i, nova) => {
        fc.pre(vs.length > 0);
        const k = i % vs.length;
        const antes = apurarVotos(OPCOES, vs, porFracao);
        const votoK = vs[k] as { opcao: number; fracao: number | null };
        const depois = apurarVotos(
          OPCOES,
          vs.map((v, j) => (j === k ? { ...v, opcao: nova } : v)),
          porFracao,
        );
        const peso = pesoDoVoto(porFracao, votoK.fracao);
        for (const o of antes) {
          const mudou = (o.opcao === nova ? peso : 0) - (o.opcao === votoK.opcao ? peso : 0);
          expect(depois[o.opcao]?.peso).toBe(o.peso + mudou);
        }
      }),
    );
  });
});

describe('partesDe100', () => {
  it('gives the leftover hundredths to the largest remainders, ties to the first', () => {
    expect(partesDe100([1, 1, 1])).toEqual([3334, 3333, 3333]);
    expect(partesDe100([0, 0])).toEqual([0, 0]);
    expect(partesDe100([])).toEqual([]);
  });
});

describe('quorumDe', () => {
  it('counts units, or fractions', () => {
    const fracoes = [10_000, 20_000, 30_000, 40_000];
    expect(quorumDe([10_000, 40_000], fracoes, false)).toEqual({
      unidadesVotantes: 2,
      unidades: 4,
      centesimos: 5000,
    });
    expect(quorumDe([10_000, 40_000], fracoes, true).centesimos).toBe(5000);
    expect(quorumDe([40_000], fracoes, true).centesimos).toBe(4000);
    expect(quorumDe([], [], true).centesimos).toBe(0);
  });

  it('never passes 100 %', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.nat())), fc.boolean(), (fs, pf) => {
        const q = quorumDe(fs.slice(0, Math.ceil(fs.length / 2)), fs, pf);
        expect(q.centesimos).toBeGreaterThanOrEqual(0);
        expect(q.centesimos).toBeLessThanOrEqual(10000);
      }),
    );
  });
});

describe('pesoDoVoto', () => {
  it('is 1 without fractions and the fraction with them', () => {
    expect(pesoDoVoto(false, null)).toBe(1);
    expect(pesoDoVoto(true, 12_500)).toBe(12_500);
    expect(pesoDoVoto(true, null)).toBe(0);
    expect(pesoDoVoto(true, Number.NaN)).toBe(0);
  });
});

describe('formatPercentual', () => {
  it('writes a decimal comma and drops zeros', () => {
    expect(formatPercentual(4750)).toBe('47,5%');
    expect(formatPercentual(10000)).toBe('100%');
    expect(formatPercentual(3333)).toBe('33,33%');
    expect(formatPercentual(5)).toBe('0,05%');
    expect(formatPercentual(-5)).toBe('-0,05%');
    expect(formatPercentual(Number.NaN)).toBe('0%');
  });
});

describe('situacaoDaVotacao', () => {
  const agora = new Date('2026-12-10T12:00:00Z');
  it('follows the opening and closing instants', () => {
    expect(situacaoDaVotacao({ votacaoOnline: false, abertaEm: null, encerradaEm: null }, agora)).toBe(
      'sem-votacao',
    );
    expect(situacaoDaVotacao({ votacaoOnline: true, abertaEm: null, encerradaEm: null }, agora)).toBe(
      'nao-aberta',
    );
    expect(
      situacaoDaVotacao({ votacaoOnline: true, abertaEm: '2026-12-10T11:00:00Z', encerradaEm: null }, agora),
    ).toBe('aberta');
    expect(
      situacaoDaVotacao(
        { votacaoOnline: true, abertaEm: '2026-12-09T11:00:00Z', encerradaEm: '2026-12-10T12:00:00Z' },
        agora,
      ),
    ).toBe('encerrada');
    expect(
      situacaoDaVotacao({ votacaoOnline: true, abertaEm: '2026-12-11T11:00:00Z', encerradaEm: null }, agora),
    ).toBe('nao-aberta');
  });
});

describe('the words around a vote', () => {
  it('says who in the unit voted, and why a stale change is refused', () => {
    expect(textoVotoDaUnidade('Aprovo', 'Paulo Mendes', false)).toBe(
      'Sua unidade votou: Aprovo (por Paulo Mendes)',
    );
    expect(textoVotoDaUnidade('Aprovo', 'Carla', true)).toBe('Sua unidade votou: Aprovo (por você)');
    expect(MENSAGENS_ASSEMBLEIA.votoAlterado).toMatch(/Outro morador da sua unidade votou/);
  });
});
