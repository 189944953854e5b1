/** Calendar and clock parts of an instant, as the user reads them. */
export interface PartesData {
  ano: number;
  mes: number;
  dia: number;
  hora: number;
  minuto: number;
}

const SO_DATA = /^(\d{4})-(\d{2})-(\d{2})$/;

function partesLocais(d: Date): PartesData | null {
  if (Number.isNaN(d.getTime())) return null;
  return {
    ano: d.getFullYear(),
    mes: d.getMonth() + 1,
    dia: d.getDate(),
    hora: d.getHours(),
    minuto: d.getMinutes(),
  };
}

/**
 * Reads a Date or an ISO string: a bare `yyyy-mm-dd` keeps its own day (JavaScript would read it as UTC midnight
 * and show the day before in Brazil); timestamps and Dates use the local clock; null when unreadable.
 *
 * @example
 * partesData('2026-03-01'); // { ano: 2026, mes: 3, dia: 1, hora: 0, minuto: 0 }
 */
export function partesData(date: Date | string): PartesData | null {
  if (date instanceof Date) return partesLocais(date);
  if (typeof date !== 'string' || date.trim() === '') return null;
  const soData = SO_DATA.exec(date);
  if (soData) {
    const d = new Date(Date.UTC(Number(soData[1]), Number(soData[2]) - 1, Number(soData[3])));
    const valida = d.getUTCMonth() + 1 === Number(soData[2]) && d.getUTCDate() === Number(soData[3]);
    return valida
      ? { ano: d.getUTCFullYear(), mes: d.getUTCMonth() + 1, dia: d.getUTCDate(), hora: 0, minuto: 0 }
      : null;
  }
  return partesLocais(new Date(date));
}

/**
 * Pads a number to two digits.
 *
 * @example
 * doisDigitos(7); // '07'
 */
export function doisDigitos(n: number): string {
  return String(n).padStart(2, '0');
}
