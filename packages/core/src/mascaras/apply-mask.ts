import { type MaskitoOptions, maskitoTransform } from '@maskito/core';

/**
 * Applies mask options to a value outside any input element (for display, tests and stored values).
 *
 * @example
 * applyMask('52998224725', mascaras.cpfCnpj); // '529.982.247-25'
 * @see https://maskito.dev/core-concepts/transformer
 */
export function applyMask(value: string, options: MaskitoOptions): string {
  return maskitoTransform(typeof value === 'string' ? value : '', options);
}
