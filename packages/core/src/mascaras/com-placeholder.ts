import type { MaskitoOptions } from '@maskito/core';
import { maskitoWithPlaceholder } from '@maskito/kit';

/** The default placeholder character of the masks (SPEC §5). */
export const MASK_PLACEHOLDER = '_';

/**
 * Adds Maskito's placeholder (shown while the field has focus, removed on blur) to fixed-length mask options.
 *
 * @example
 * comPlaceholder({ mask: [/\d/, /\d/] }, '__');
 * @see https://maskito.dev/kit/placeholder
 */
export function comPlaceholder(opcoes: MaskitoOptions, placeholder: string): MaskitoOptions {
  const { plugins, preprocessors, postprocessors } = maskitoWithPlaceholder(placeholder, true);
  return {
    ...opcoes,
    plugins: [...plugins, ...(opcoes.plugins ?? [])],
    preprocessors: [...preprocessors, ...(opcoes.preprocessors ?? [])],
    postprocessors: [...(opcoes.postprocessors ?? []), ...postprocessors],
  };
}

/**
 * Placeholder string of a mask layout: every digit slot written as the placeholder character.
 *
 * @example
 * placeholderDe('00/00/0000'); // '__/__/____'
 */
export function placeholderDe(layout: string): string {
  return layout.replace(/[0-9A-Za-z]/g, MASK_PLACEHOLDER);
}
