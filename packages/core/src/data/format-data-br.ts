import { doisDigitos, partesData } from './partes-data.ts';

/**
 * Formats a date as pt-BR `dd/mm/yyyy`; a bare ISO date keeps its own day; '' when unreadable.
 *
 * @example
 * formatDataBr('2026-03-01'); // '01/03/2026'
 * formatDataBr(new Date(2026, 11, 25)); // '25/12/2026'
 */
export function formatDataBr(date: Date | string): string {
  const p = partesData(date);
  return p ? `${doisDigitos(p.dia)}/${doisDigitos(p.mes)}/${String(p.ano).padStart(4, '0')}` : '';
}
