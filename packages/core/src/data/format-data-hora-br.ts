import { formatDataBr } from './format-data-br.ts';
import { doisDigitos, partesData } from './partes-data.ts';

/**
 * Formats a date and time as pt-BR `dd/mm/yyyy HH:mm` on the local clock; '' when unreadable.
 *
 * @example
 * formatDataHoraBr(new Date(2026, 11, 25, 9, 5)); // '25/12/2026 09:05'
 */
export function formatDataHoraBr(date: Date | string): string {
  const p = partesData(date);
  return p ? `${formatDataBr(date)} ${doisDigitos(p.hora)}:${doisDigitos(p.minuto)}` : '';
}
