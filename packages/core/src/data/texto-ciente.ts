import { formatDataHoraBrasilia } from './format-data-hora-brasilia.ts';

/**
 * When a person confirmed a recado ("Ciente", issue 31), on Brasília's clock whatever the phone's time zone, so
 * the family and the teacher read the same day and time: "Ciente em 27/11/2026 às 14:32". '' when unreadable.
 *
 * @example
 * textoCiente('2026-11-27T17:32:00Z'); // 'Ciente em 27/11/2026 às 14:32'
 */
export function textoCiente(em: Date | string): string {
  const quando = formatDataHoraBrasilia(em);
  // 'dd/mm/yyyy HH:mm': the day is the first 10 characters, the time the last 5.
  return quando ? `Ciente em ${quando.slice(0, 10)} às ${quando.slice(11)}` : '';
}
