import { parseDataBr } from './parse-data-br.ts';

/**
 * Tells whether a value is a date as SPEC §5 accepts it: `dd/mm/yyyy` that exists in the calendar, or `mm/yyyy`,
 * with the year between 1900 and 2100.
 *
 * @example
 * isValidData('31/12/2100'); // true
 * isValidData('31/04/2026'); // false
 * isValidData('13/2026'); // false
 */
export function isValidData(value: string): boolean {
  return parseDataBr(value) !== null;
}
