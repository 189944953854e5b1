import { doisDigitos } from './partes-data.ts';

/** Brasília's offset from UTC: UTC−3 all year (no daylight saving time since 2019), as in `hojeEmBrasilia`. */
const FUSO_BRASILIA_MS = 3 * 3_600_000;

/**
 * Formats an instant as pt-BR `dd/mm/yyyy HH:mm` on Brasília's clock, whatever the server's or the phone's time
 * zone: what a document printed by the server (a receipt's "Pago em") shows. '' when unreadable.
 *
 * @example
 * formatDataHoraBrasilia('2026-11-27T15:01:00Z'); // '27/11/2026 12:01'
 */
export function formatDataHoraBrasilia(date: Date | string): string {
  const ms = date instanceof Date ? date.getTime() : typeof date === 'string' ? Date.parse(date) : Number.NaN;
  if (!Number.isFinite(ms)) return '';
  const d = new Date(ms - FUSO_BRASILIA_MS);
  return (
    `${doisDigitos(d.getUTCDate())}/${doisDigitos(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ` +
    `${doisDigitos(d.getUTCHours())}:${doisDigitos(d.getUTCMinutes())}`
  );
}
