/** The fixed "today" of the demo data, so tests never depend on the clock. */
export const REFERENCIA = '2026-11-01';

const REFERENCIA_MS = Date.UTC(2026, 10, 1);
const DIA_MS = 86_400_000;
/** Brasília time (UTC−3, no daylight saving since 2019). */
const FUSO_BRASILIA_H = 3;

/**
 * ISO timestamp `dias` days from REFERENCIA at a Brasília wall-clock time.
 * @example dataHora(-1, '09:30') === '2026-10-31T12:30:00.000Z'
 */
export function dataHora(dias: number, hora = '09:00'): string {
  const [h = '0', m = '0'] = hora.split(':');
  const ms = REFERENCIA_MS + dias * DIA_MS + (Number(h) + FUSO_BRASILIA_H) * 3_600_000 + Number(m) * 60_000;
  return new Date(ms).toISOString();
}

/** ISO date 'yyyy-mm-dd' `dias` days from REFERENCIA. */
export function data(dias: number): string {
  return new Date(REFERENCIA_MS + dias * DIA_MS).toISOString().slice(0, 10);
}

/** ISO date 'yyyy-mm-dd' for a calendar day. */
export function dataDe(ano: number, mes: number, dia: number): string {
  return new Date(Date.UTC(ano, mes - 1, dia)).toISOString().slice(0, 10);
}

/** 'dd/mm/yyyy' of an ISO date. */
export function dataBr(iso: string): string {
  const [a, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${a}`;
}

/** pt-BR money text used inside detalhes, e.g. 'R$ 1.234,56' (plain space: these are labels, not Intl output). */
export function reais(valor: number): string {
  const [inteiro = '0', centavos = '00'] = Math.abs(valor).toFixed(2).split('.');
  const milhares = inteiro.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${valor < 0 ? '-' : ''}R$ ${milhares},${centavos}`;
}

/** Rounds to cents, avoiding binary drift when summing money. */
export function centavos(valor: number): number {
  return Math.round(valor * 100) / 100;
}

/** pt-BR weekday names, Sunday first: core's, which also writes the days texts name. */
export { DIAS_DA_SEMANA as DIAS_SEMANA } from '@portal/core';
