import { MASK_PLACEHOLDER } from './com-placeholder.ts';

/**
 * Removes the placeholder tail a focused masked field shows, with the separators left dangling before it.
 *
 * @example
 * semPlaceholder('01/02/____'); // '01/02'
 */
export function semPlaceholder(value: string): string {
  const texto = typeof value === 'string' ? value : '';
  // The placeholder only ever trails what was typed, so a value not ending with it has none.
  return texto.endsWith(MASK_PLACEHOLDER) ? texto.replace(/[^0-9A-Za-z]+$/, '') : texto;
}
