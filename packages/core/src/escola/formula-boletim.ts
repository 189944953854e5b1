import type { Situacao } from '../registros/situacao-registro.ts';
import { formatNota, NOTA_MAXIMA_DECIMOS } from './notas.ts';

/**
 * What a recovery grade does (issue 31), by the school's regimento: 'substitui-bimestre' — the recovery of a
 * bimester replaces that bimester's grade when higher; 'substitui-media' — one recovery exam after the year (the
 * `recuperacao` of the 4th bimester's row) replaces the final average when higher. Either way the recovered value
 * is capped at the pass mark: a recovery makes a student pass, never gives them more than the pass mark.
 */
export type RegraRecuperacao = 'substitui-bimestre' | 'substitui-media';

export const REGRAS_RECUPERACAO = ['substitui-bimestre', 'substitui-media'] as const;

/** A school's boletim formula, kept as data (the `formula_boletim` table): weights, pass mark (tenths), recovery. */
export interface FormulaBoletim {
  /** The weight of each bimester, 1º to 4º (non-negative integers, not all zero). */
  pesos: readonly [number, number, number, number];
  /** The pass mark in tenths (60 is 6,0). */
  mediaMinima: number;
  recuperacao: RegraRecuperacao;
}

/** The common regimento (arithmetic mean, 6,0, recovery of the bimester): a school with no formula of its own. */
export const FORMULA_PADRAO: FormulaBoletim = {
  pesos: [1, 1, 1, 1],
  mediaMinima: 60,
  recuperacao: 'substitui-bimestre',
};

/** One bimester as stored: its grade and recovery grade in tenths, null when not given. */
export interface BimestreLancado {
  nota: number | null;
  recuperacao: number | null;
}

export type SituacaoBoletim = 'Cursando' | 'Aprovado' | 'Em recuperação' | 'Reprovado';

/** Each situation's colour; the app always shows the word beside it (colour is never the only sign). */
export const COR_SITUACAO_BOLETIM: Record<SituacaoBoletim, Situacao['statusCor']> = {
  Cursando: 'medium',
  Aprovado: 'success',
  'Em recuperação': 'warning',
  Reprovado: 'danger',
};

/** One subject's line of the boletim, in tenths. */
export interface LinhaBoletim {
  /** The grade that counts in each bimester (after its recovery, under 'substitui-bimestre'); null: not given. */
  contam: (number | null)[];
  /** The weighted average of the bimesters given so far; null when none is. */
  mediaParcial: number | null;
  /** The year's average once all four bimesters are given (after the final recovery, under 'substitui-media'). */
  mediaFinal: number | null;
  situacao: Situacao & { status: SituacaoBoletim };
}

const valida = (d: number | null | undefined): d is number =>
  typeof d === 'number' && Number.isInteger(d) && d >= 0 && d <= NOTA_MAXIMA_DECIMOS;

/** A recovery grade as it counts: never above the pass mark, never lowering what it recovers. */
function recuperada(original: number, recuperacao: number | null, mediaMinima: number): number {
  return valida(recuperacao) ? Math.max(original, Math.min(recuperacao, mediaMinima)) : original;
}

/** The weighted average in tenths, rounded half up (integer arithmetic); null with no weight to divide by. */
function mediaPonderada(notas: readonly (number | null)[], pesos: readonly number[]): number | null {
  let soma = 0;
  let peso = 0;
  notas.forEach((n, i) => {
    const p = pesos[i] ?? 0;
    if (n === null || p <= 0) return;
    soma += n * p;
    peso += p;
  });
  return peso === 0 ? null : Math.floor((2 * soma + peso) / (2 * peso));
}

/**
 * One student's line in one subject under the school's formula. `encerrado`: the school year is over, so a
 * student below the pass mark with no recovery left is 'Reprovado' rather than 'Em recuperação'. A bimester not
 * given keeps the subject 'Cursando'.
 */
export function calcularLinhaBoletim(
  formula: FormulaBoletim,
  bimestres: readonly BimestreLancado[],
  encerrado: boolean,
): LinhaBoletim {
  const { pesos, mediaMinima, recuperacao } = formula;
  const porBimestre = recuperacao === 'substitui-bimestre';
  const contam = [0, 1, 2, 3].map((i) => {
    const b = bimestres[i];
    if (!b || !valida(b.nota)) return null;
    return porBimestre ? recuperada(b.nota, b.recuperacao, mediaMinima) : b.nota;
  });
  const mediaParcial = mediaPonderada(contam, pesos);
  const completo = contam.every((c) => c !== null);
  const recuperacaoFinal = porBimestre ? null : (bimestres[3]?.recuperacao ?? null);
  const mediaFinal =
    completo && mediaParcial !== null ? recuperada(mediaParcial, recuperacaoFinal, mediaMinima) : null;
  let status: SituacaoBoletim;
  if (mediaFinal === null) status = 'Cursando';
  else if (mediaFinal >= mediaMinima) status = 'Aprovado';
  else if (encerrado || valida(recuperacaoFinal)) status = 'Reprovado';
  else status = 'Em recuperação';
  return { contam, mediaParcial, mediaFinal, situacao: { status, statusCor: COR_SITUACAO_BOLETIM[status] } };
}

/** The formula in one sentence, as the boletim prints it under the grid. */
export function descreverFormula({ pesos, mediaMinima, recuperacao }: FormulaBoletim): string {
  const iguais = pesos.every((p) => p === pesos[0]);
  const media = iguais
    ? 'Média aritmética dos quatro bimestres'
    : `Média ponderada dos bimestres (pesos ${pesos.slice(0, 3).join(', ')} e ${pesos[3]})`;
  const minima = formatNota(mediaMinima);
  const rec =
    recuperacao === 'substitui-bimestre'
      ? `a recuperação substitui a nota do bimestre quando maior, até ${minima}`
      : `a recuperação final substitui a média quando maior, até ${minima}`;
  return `${media}; aprovação com média ${minima}; ${rec}.`;
}
