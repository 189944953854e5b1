import type { Plataforma } from './plataforma.ts';
import { platformLetter } from './platform-letter.ts';

/**
 * Builds the config's copy code: absent (or "0") stays absent, otherwise the platform letter prefixes the raw code.
 *
 * @example
 * buildCodcopia('5', 'ios'); // 'A5'
 * buildCodcopia('0', 'web'); // undefined
 */
export function buildCodcopia(raw: unknown, p: Plataforma): string | undefined {
  const codigo = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : raw;
  if (typeof codigo !== 'string' || codigo === '' || codigo === '0') return undefined;
  return platformLetter(p) + codigo;
}
