import { CONSTANTES } from '../constantes.ts';

/** A date read from pt-BR text; dia is absent for the month/year form. */
export interface DataBr {
  dia?: number;
  mes: number;
  ano: number;
}

function diasNoMes(mes: number, ano: number): number {
  // Day 0 of the next month is the last day of this one; UTC keeps it free of time zones.
  return new Date(Date.UTC(ano, mes, 0)).getUTCDate();
}

/**
 * Reads `dd/mm/yyyy` (a real calendar date) or `mm/yyyy`, with the year between 1900 and 2100; null otherwise.
 *
 * @example
 * parseDataBr('29/02/2024'); // { dia: 29, mes: 2, ano: 2024 }
 * parseDataBr('10/2026'); // { mes: 10, ano: 2026 }
 * parseDataBr('29/02/2023'); // null
 */
export function parseDataBr(value: string): DataBr | null {
  const partes = /^(?:(\d{2})\/)?(\d{2})\/(\d{4})$/.exec(typeof value === 'string' ? value : '');
  if (!partes) return null;
  const mes = Number(partes[2]);
  const ano = Number(partes[3]);
  if (mes < 1 || mes > 12 || ano < CONSTANTES.anoMinimo || ano > CONSTANTES.anoMaximo) return null;
  if (partes[1] === undefined) return { mes, ano };
  const dia = Number(partes[1]);
  return dia >= 1 && dia <= diasNoMes(mes, ano) ? { dia, mes, ano } : null;
}
