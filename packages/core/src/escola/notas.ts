import type { Situacao } from '../registros/situacao-registro.ts';

/**
 * A school grade as the database keeps it: tenths of a point, an integer from 0 to 100 (8,5 is 85), so sums and
 * averages never meet floating-point error. The `nota` table's CHECKs hold the same range.
 */
export const NOTA_MAXIMA_DECIMOS = 100;

/** One bimester's grade and its recovery grade (null when the student took no recovery), in tenths. */
export interface NotaBimestre {
  nota: number;
  recuperacao: number | null;
}

function valida(decimos: number | null | undefined): decimos is number {
  return (
    typeof decimos === 'number' && Number.isInteger(decimos) && decimos >= 0 && decimos <= NOTA_MAXIMA_DECIMOS
  );
}

/**
 * The grade that counts for a bimester: the recovery grade replaces the bimester's only when it is higher (a
 * recovery never lowers a grade). Null when neither is a valid grade. Issue 31 keeps each school's formula as data;
 * until then this is the one rule.
 */
export function notaDoBimestre({ nota, recuperacao }: NotaBimestre): number | null {
  const candidatas = [nota, recuperacao].filter(valida);
  return candidatas.length === 0 ? null : Math.max(...candidatas);
}

/**
 * The average of the grades given so far, in tenths, rounded half up to the tenth (the way a report card prints
 * it); invalid entries are ignored and no grade at all gives null (nothing to average yet).
 */
export function mediaDasNotas(decimos: readonly (number | null)[]): number | null {
  const validas = decimos.filter(valida);
  if (validas.length === 0) return null;
  const soma = validas.reduce((a, b) => a + b, 0);
  // Integer arithmetic: soma / n is exact enough to round, 2 * soma vs n decides a half.
  return Math.floor((2 * soma + validas.length) / (2 * validas.length));
}

/** A grade in tenths as pt-BR prints it, always with one decimal: 85 → '8,5', 100 → '10,0'. */
export function formatNota(decimos: number): string {
  if (!Number.isFinite(decimos)) return '';
  const inteiro = Math.round(decimos);
  const sinal = inteiro < 0 ? '-' : '';
  const abs = Math.abs(inteiro);
  return `${sinal}${Math.floor(abs / 10)},${abs % 10}`;
}

/** The report card's word on an average (tenths): at least 7,0 above, at least 6,0 on, below 6,0 under it. */
export function situacaoDaMedia(mediaDecimos: number): Situacao {
  if (mediaDecimos >= 70) return { status: 'Acima da média', statusCor: 'success' };
  if (mediaDecimos >= 60) return { status: 'Na média', statusCor: 'warning' };
  return { status: 'Abaixo da média', statusCor: 'danger' };
}
