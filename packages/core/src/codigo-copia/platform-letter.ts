import type { Plataforma } from './plataforma.ts';

/**
 * Letter that prefixes the copy code on each platform: W for web, G for android, A for ios, W otherwise.
 *
 * @example
 * platformLetter('android'); // 'G'
 */
export function platformLetter(p: Plataforma | string | undefined): 'W' | 'G' | 'A' {
  if (p === 'android') return 'G';
  if (p === 'ios') return 'A';
  return 'W';
}
