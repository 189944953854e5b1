import { formatCompetencia, hojeEmBrasilia, NOMES_MESES } from '@portal/core';
import { DIAS_SEMANA } from './referencia.ts';

/**
 * The demo is written around one month (BASE_DEMO) and moved, whole months at a time, to the month of the
 * reference date the seed is given (the day the database is created), so "this month's bill is open, last
 * month's is paid" stays true whenever someone runs it. Whole months keep the calendar's shape: a bill due on
 * the 10th stays due on the 10th, its competência moves with it. Pure: no clock here, the caller passes the date.
 */
export const BASE_DEMO = '2026-11-01';

/** The Brasília calendar day ('yyyy-mm-dd') of an instant (core's rule): the demo's reference date for a database made then. */
export const referenciaDe = hojeEmBrasilia;

/** How far the demo moves: whole months for month-bound data, days for what is dated relative to today. */
export interface Deslocamento {
  meses: number;
  /** When set, instants (ISO timestamps) move by these days instead: events stay ahead, messages recent. */
  dias?: number;
}

const DIA_MS = 86_400_000;

/** The move from BASE_DEMO to `referencia` ('yyyy-mm-dd'): whole months, and days for instants. */
export function deslocamentoAte(referencia: string): Deslocamento {
  const [a = 0, m = 0] = referencia.split('-').map(Number);
  const [ab = 0, mb = 0] = BASE_DEMO.split('-').map(Number);
  const meses = (a - ab) * 12 + (m - mb);
  return { meses, dias: Math.round((Date.parse(referencia.slice(0, 10)) - Date.parse(BASE_DEMO)) / DIA_MS) };
}

/** [year, month 1–12] moved by `meses`. */
function mover(ano: number, mes: number, meses: number): [number, number] {
  const total = ano * 12 + (mes - 1) + meses;
  return [Math.floor(total / 12), (total % 12) + 1];
}

const dois = (n: number) => String(n).padStart(2, '0');
const ultimoDia = (ano: number, mes: number) => new Date(Date.UTC(ano, mes, 0)).getUTCDate();

/** A full date moved: by days, or by months keeping the day (the month's last when shorter: 31/10 → 30/11). */
function moverData(ano: number, mes: number, d: number, por: Deslocamento): [number, string, string] {
  if (por.dias !== undefined) {
    const iso = new Date(Date.UTC(ano, mes - 1, d) + por.dias * DIA_MS).toISOString();
    return [Number(iso.slice(0, 4)), iso.slice(5, 7), iso.slice(8, 10)];
  }
  const [na, nm] = mover(ano, mes, por.meses);
  return [na, dois(nm), dois(Math.min(d, ultimoDia(na, nm)))];
}

const NOMES = NOMES_MESES.join('|');
const indiceMes = (nome: string) => NOMES_MESES.findIndex((n) => n.toLowerCase() === nome.toLowerCase()) + 1;

const ANO = '((?:19|20)\\d{2})';
const MES = '(0[1-9]|1[0-2])';
const ISO_DATA = new RegExp(`\\b${ANO}-${MES}-([0-3]\\d)(T?)`, 'g');
const ISO_MES = new RegExp(`\\b${ANO}-${MES}(?![-\\d])`, 'g');
const DATA_BR = new RegExp(`\\b([0-3]\\d)/${MES}/${ANO}\\b( \\((?:${DIAS_SEMANA.join('|')})\\))?`, 'g');
const MES_BR = new RegExp(`(?<![\\p{L}\\d/])${MES}/${ANO}\\b`, 'gu');
const NOME_MES = new RegExp(`(?<![\\p{L}-])(${NOMES})(?:(/| de )${ANO})?(?![\\p{L}-])`, 'giu');

/** A month name moved, keeping its capitalisation. */
function nomeMovido(nome: string, meses: number): string {
  const [, nm] = mover(2000, indiceMes(nome), meses);
  const novo = NOMES_MESES[nm - 1] ?? nome;
  return nome[0] === nome[0]?.toLowerCase() ? novo.toLowerCase() : novo;
}

/**
 * Every date a text spells, moved: ISO dates, 'dd/mm/aaaa', 'mm/aaaa', month names with or without their year
 * ('Novembro/2026', 'novembro de 2026', 'mensalidade de novembro'). Instants (ISO timestamps) move by `dias`
 * when given, so messages stay recent and events ahead; everything a person reads moves by whole months, so a
 * bill's due date, its competência and the texts about it stay in step.
 */
export function deslocarTexto(texto: string, por: Deslocamento): string {
  const { meses } = por;
  const porMes: Deslocamento = { meses };
  if (meses === 0 && !por.dias) return texto;
  return texto
    .replace(ISO_DATA, (_, a: string, m: string, d: string, t: string) => {
      const [na, nm, nd] = moverData(Number(a), Number(m), Number(d), t ? por : porMes);
      return `${na}-${nm}-${nd}${t}`;
    })
    .replace(ISO_MES, (_, a: string, m: string) => {
      const [na, nm] = mover(Number(a), Number(m), meses);
      return `${na}-${dois(nm)}`;
    })
    .replace(DATA_BR, (_, d: string, m: string, a: string, semana: string | undefined) => {
      const [na, nm, nd] = moverData(Number(a), Number(m), Number(d), porMes);
      // A weekday written beside the date is the new date's.
      const dia = semana
        ? ` (${DIAS_SEMANA[new Date(Date.UTC(na, Number(nm) - 1, Number(nd))).getUTCDay()]})`
        : '';
      return `${nd}/${nm}/${na}${dia}`;
    })
    .replace(MES_BR, (_, m: string, a: string) => {
      const [na, nm] = mover(Number(a), Number(m), meses);
      return `${dois(nm)}/${na}`;
    })
    .replace(NOME_MES, (_, nome: string, sep: string | undefined, a: string | undefined) => {
      if (!sep || !a) return nomeMovido(nome, meses);
      const [na, nm] = mover(Number(a), indiceMes(nome), meses);
      const novo = formatCompetencia(`${na}-${dois(nm)}`, sep);
      return nome[0] === nome[0]?.toLowerCase() ? novo.toLowerCase() : novo;
    });
}

/** A copy of seed data with `f` applied to every string a person reads (numbers, keys and ids untouched). */
export function emCadaTexto<T>(valor: T, f: (texto: string) => string): T {
  if (typeof valor === 'string') return f(valor) as T;
  if (Array.isArray(valor)) return valor.map((v) => emCadaTexto(v, f)) as T;
  if (valor && typeof valor === 'object') {
    // File contents (base64) are bytes, not text a person reads.
    return Object.fromEntries(
      Object.entries(valor).map(([k, v]) => [k, k === 'base64' ? v : emCadaTexto(v, f)]),
    ) as T;
  }
  return valor;
}

/** A copy of seed data with every date in every string moved. */
export function deslocar<T>(valor: T, por: Deslocamento): T {
  return emCadaTexto(valor, (texto) => deslocarTexto(texto, por));
}
