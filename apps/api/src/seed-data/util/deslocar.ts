import { NOMES_MESES } from '@portal/core';
import { REFERENCIA } from './referencia.ts';

/**
 * The demo is written once around REFERENCIA (2026-11-01) and moved, whole months at a time, to the month the
 * database is created (issue 10: "the demo ages"): this month's bill stays open, last month's paid, the next
 * event ahead. Whole months keep due days (the 10th) and the month names in the texts true.
 */

/** Brasília time (UTC−3): the month a Brazilian user is living in. */
const FUSO_MS = 3 * 3_600_000;

/** Whole months from REFERENCIA's month to the month of `hoje` in Brasília (negative before it). */
export function mesesDesdeReferencia(hoje: Date): number {
  const local = new Date(hoje.getTime() - FUSO_MS);
  const [ano, mes] = REFERENCIA.split('-').map(Number) as [number, number];
  return (local.getUTCFullYear() - ano) * 12 + (local.getUTCMonth() + 1 - mes);
}

function somarMeses(ano: number, mes: number, meses: number): [number, number] {
  const total = ano * 12 + (mes - 1) + meses;
  return [Math.floor(total / 12), (total % 12) + 1];
}

/** The day, clamped to the last day of its new month (31/10 + 1 month = 30/11). */
function dia(ano: number, mes: number, d: number): number {
  return Math.min(d, new Date(Date.UTC(ano, mes, 0)).getUTCDate());
}

const p2 = (n: number) => String(n).padStart(2, '0');
const MESES = NOMES_MESES.join('|');
const MESES_MIN = NOMES_MESES.map((m) => m.toLowerCase()).join('|');
const indiceMes = (nome: string) => NOMES_MESES.findIndex((m) => m.toLowerCase() === nome.toLowerCase()) + 1;

/**
 * Every date a demo text may carry, longest forms first: ISO date(-time), dd/mm/yyyy, yyyy-mm (a competência),
 * mm/yyyy, 'Novembro/2026', 'novembro de 2026'. Years alone (a school year, 'Matrículas 2027') stay as written.
 */
const DATAS = new RegExp(
  [
    String.raw`\b(\d{4})-(\d{2})-(\d{2})(?=T|\b)`,
    String.raw`\b(\d{2})\/(\d{2})\/(\d{4})\b`,
    String.raw`\b(\d{4})-(\d{2})\b(?!-)`,
    String.raw`(?<![\d/])(\d{2})\/(\d{4})\b`,
    String.raw`\b(${MESES})\/(\d{4})\b`,
    String.raw`\b(${MESES_MIN}) de (\d{4})\b`,
  ].join('|'),
  'g',
);

/** A text with each of its dates moved by `meses` whole months. */
export function deslocarTexto(texto: string, meses: number): string {
  if (meses === 0) return texto;
  return texto.replace(DATAS, (original, ...g: (string | undefined)[]) => {
    const n = (i: number) => Number(g[i]);
    // Only what reads as a date moves: a CNPJ's '0001-95' or a code is left alone.
    const plausivel = (ano: number, mes: number) => ano >= 1900 && ano <= 2100 && mes >= 1 && mes <= 12;
    if (g[0] && !plausivel(n(0), n(1))) return original;
    if (g[3] && !plausivel(n(5), n(4))) return original;
    if (g[6] && !plausivel(n(6), n(7))) return original;
    if (g[8] && !plausivel(n(9), n(8))) return original;
    if (g[0]) {
      const [a, m] = somarMeses(n(0), n(1), meses);
      return `${a}-${p2(m)}-${p2(dia(a, m, n(2)))}`;
    }
    if (g[3]) {
      const [a, m] = somarMeses(n(5), n(4), meses);
      return `${p2(dia(a, m, n(3)))}/${p2(m)}/${a}`;
    }
    if (g[6]) {
      const [a, m] = somarMeses(n(6), n(7), meses);
      return `${a}-${p2(m)}`;
    }
    if (g[8]) {
      const [a, m] = somarMeses(n(9), n(8), meses);
      return `${p2(m)}/${a}`;
    }
    if (g[10]) {
      const [a, m] = somarMeses(n(11), indiceMes(g[10]), meses);
      return `${NOMES_MESES[m - 1]}/${a}`;
    }
    if (g[12]) {
      const [a, m] = somarMeses(n(13), indiceMes(g[12]), meses);
      return `${(NOMES_MESES[m - 1] ?? '').toLowerCase()} de ${a}`;
    }
    return original;
  });
}

/** Fields that carry bytes or codes, not words: a date-looking run inside them is not a date. */
const INTOCAVEIS = new Set(['base64', 'senhaHash', 'linhaDigitavel', 'pixCopiaECola', 'cpf', 'cnpj']);

/** A row of the demo with every date moved: strings, Dates, and whatever nests in arrays and objects. */
export function deslocarValor<T>(valor: T, meses: number): T {
  if (meses === 0) return valor;
  if (typeof valor === 'string') return deslocarTexto(valor, meses) as T;
  if (valor instanceof Date) {
    const [a, m] = somarMeses(valor.getUTCFullYear(), valor.getUTCMonth() + 1, meses);
    const d = new Date(valor);
    d.setUTCFullYear(a, m - 1, dia(a, m, valor.getUTCDate()));
    return d as T;
  }
  if (Array.isArray(valor)) return valor.map((v) => deslocarValor(v, meses)) as T;
  if (valor && typeof valor === 'object' && !(valor instanceof Uint8Array)) {
    return Object.fromEntries(
      Object.entries(valor).map(([k, v]) => [k, INTOCAVEIS.has(k) ? v : deslocarValor(v, meses)]),
    ) as T;
  }
  return valor;
}
