import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BimestreLancado,
  calcularLinhaBoletim,
  descreverFormula,
  FORMULA_PADRAO,
  type FormulaBoletim,
} from './formula-boletim.ts';

/** Colégio Horizonte's regimento: arithmetic mean, 6,0, the recovery replaces the bimester (capped). */
const ARITMETICA: FormulaBoletim = FORMULA_PADRAO;
/** A regimento with weights 1/2/3/4 ÷ 10, pass mark 5,0 and a final recovery on the average (capped). */
const PONDERADA: FormulaBoletim = { pesos: [1, 2, 3, 4], mediaMinima: 50, recuperacao: 'substitui-media' };

const b = (nota: number | null, recuperacao: number | null = null): BimestreLancado => ({
  nota,
  recuperacao,
});

describe('calcularLinhaBoletim — arithmetic mean, 6,0, recovery of the bimester', () => {
  it('averages the four bimesters: (7,0 + 8,0 + 6,5 + 5,5) / 4 = 6,75 → 6,8, Aprovado', () => {
    const l = calcularLinhaBoletim(ARITMETICA, [b(70), b(80), b(65), b(55)], false);
    expect(l.contam).toEqual([70, 80, 65, 55]);
    expect(l.mediaFinal).toBe(68);
    expect(l.situacao).toEqual({ status: 'Aprovado', statusCor: 'success' });
  });

  it('keeps the subject Cursando with the running average of the bimesters given', () => {
    const l = calcularLinhaBoletim(ARITMETICA, [b(70), b(85), b(null)], false);
    expect(l.contam).toEqual([70, 85, null, null]);
    expect(l.mediaParcial).toBe(78); // 7,75 → 7,8
    expect(l.mediaFinal).toBeNull();
    expect(l.situacao).toEqual({ status: 'Cursando', statusCor: 'medium' });
  });

  it('lets a recovery replace the bimester only up to the pass mark, never lowering it', () => {
    expect(calcularLinhaBoletim(ARITMETICA, [b(40, 90)], false).contam[0]).toBe(60); // 9,0 capped at 6,0
    expect(calcularLinhaBoletim(ARITMETICA, [b(40, 50)], false).contam[0]).toBe(50);
    expect(calcularLinhaBoletim(ARITMETICA, [b(70, 30)], false).contam[0]).toBe(70);
    expect(calcularLinhaBoletim(ARITMETICA, [b(70, 65)], false).contam[0]).toBe(70);
  });

  it('is Em recuperação below 6,0 while the year runs, Reprovado once it is closed', () => {
    const notas = [b(50), b(55), b(60), b(45)];
    expect(calcularLinhaBoletim(ARITMETICA, notas, false).situacao).toEqual({
      status: 'Em recuperação',
      statusCor: 'warning',
    });
    expect(calcularLinhaBoletim(ARITMETICA, notas, true).situacao).toEqual({
      status: 'Reprovado',
      statusCor: 'danger',
    });
  });

  it('gives nothing to average before any grade', () => {
    const l = calcularLinhaBoletim(ARITMETICA, [], false);
    expect(l).toMatchObject({ mediaParcial: null, mediaFinal: null, situacao: { status: 'Cursando' } });
  });
});

describe('calcularLinhaBoletim — weights 1/2/3/4 ÷ 10, 5,0, recovery of the average', () => {
  it('weighs the later bimesters more: (1·8,0 + 2·6,0 + 3·4,0 + 4·5,0) / 10 = 5,2, Aprovado', () => {
    const l = calcularLinhaBoletim(PONDERADA, [b(80), b(60), b(40), b(50)], false);
    expect(l.mediaFinal).toBe(52);
    expect(l.situacao.status).toBe('Aprovado');
    // The same grades under the arithmetic mean with 6,0: 5,75 → 5,8, below the pass mark.
    expect(calcularLinhaBoletim(ARITMETICA, [b(80), b(60), b(40), b(50)], false).situacao.status).toBe(
      'Em recuperação',
    );
  });

  it('weighs the running average by the bimesters given: (1·9,0 + 2·6,0) / 3 = 7,0', () => {
    expect(calcularLinhaBoletim(PONDERADA, [b(90), b(60)], false).mediaParcial).toBe(70);
  });

  it('leaves the bimesters alone and lets the final recovery lift the average up to 5,0', () => {
    // (1·4,0 + 2·3,0 + 3·4,0 + 4·4,0) / 10 = 3,8; recovery 9,0 → 5,0 (capped), Aprovado.
    const abaixo = [b(40, 70), b(30), b(40), b(40)];
    expect(calcularLinhaBoletim(PONDERADA, abaixo, false)).toMatchObject({
      contam: [40, 30, 40, 40],
      mediaFinal: 38,
      situacao: { status: 'Em recuperação' },
    });
    const recuperou = calcularLinhaBoletim(PONDERADA, [...abaixo.slice(0, 3), b(40, 90)], false);
    expect(recuperou.mediaFinal).toBe(50);
    expect(recuperou.situacao.status).toBe('Aprovado');
    const naoRecuperou = calcularLinhaBoletim(PONDERADA, [...abaixo.slice(0, 3), b(40, 35)], false);
    expect(naoRecuperou.mediaFinal).toBe(38);
    expect(naoRecuperou.situacao).toEqual({ status: 'Reprovado', statusCor: 'danger' });
  });
});

describe('descreverFormula', () => {
  it('says the formula in words', () => {
    expect(descreverFormula(ARITMETICA)).toBe(
      'Média aritmética dos quatro bimestres; aprovação com média 6,0; a recuperação substitui a nota do bimestre quando maior, até 6,0.',
    );
    expect(descreverFormula(PONDERADA)).toBe(
      'Média ponderada dos bimestres (pesos 1, 2, 3 e 4); aprovação com média 5,0; a recuperação final substitui a média quando maior, até 5,0.',
    );
  });
});

describe('calcularLinhaBoletim — properties', () => {
  const nota = fc.integer({ min: 0, max: 100 });
  const bimestre = fc.record({ nota, recuperacao: fc.option(nota, { nil: null }) });
  const formula = fc.record({
    pesos: fc
      .tuple(fc.nat(5), fc.nat(5), fc.nat(5), fc.nat(5))
      .filter((p) => p.some((x) => x > 0)) as fc.Arbitrary<[number, number, number, number]>,
    mediaMinima: nota,
    recuperacao: fc.constantFrom('substitui-bimestre' as const, 'substitui-media' as const),
  });
  const quatro = fc.tuple(bimestre, bimestre, bimestre, bimestre);
  const nunca = (a: number | null, b: number | null) => a === null || b === null || a <= b;

  it('never goes below 0 nor above 10', () => {
    fc.assert(
      fc.property(formula, quatro, fc.boolean(), (f, bs, enc) => {
        const l = calcularLinhaBoletim(f, bs, enc);
        for (const v of [...l.contam, l.mediaParcial, l.mediaFinal])
          if (v !== null) expect(v >= 0 && v <= 100).toBe(true);
      }),
    );
  });

  it('is monotone in every grade and every recovery grade', () => {
    fc.assert(
      fc.property(
        formula,
        quatro,
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 100 }),
        (f, bs, i, naRecuperacao, mais) => {
          const antes = bs[i] as BimestreLancado;
          const campo = naRecuperacao ? 'recuperacao' : 'nota';
          const subida = { ...antes, [campo]: Math.min(100, (antes[campo] ?? 0) + mais) };
          const depois = bs.map((x, j) => (j === i ? subida : x));
          const a = calcularLinhaBoletim(f, bs, true);
          const d = calcularLinhaBoletim(f, depois, true);
          if (antes[campo] === null) return; // A recovery first given: covered by "never lowers".
          expect(nunca(a.mediaParcial, d.mediaParcial)).toBe(true);
          expect(nunca(a.mediaFinal, d.mediaFinal)).toBe(true);
          a.contam.forEach((c, j) => {
            expect(nunca(c, d.contam[j] ?? null)).toBe(true);
          });
        },
      ),
    );
  });

  it('a recovery never lowers the average', () => {
    fc.assert(
      fc.property(formula, quatro, (f, bs) => {
        const sem = bs.map((x) => ({ ...x, recuperacao: null }));
        const com = calcularLinhaBoletim(f, bs, true);
        const semRec = calcularLinhaBoletim(f, sem, true);
        expect(nunca(semRec.mediaFinal, com.mediaFinal)).toBe(true);
      }),
    );
  });
});
