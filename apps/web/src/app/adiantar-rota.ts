import type { SessaoAdiantada } from '../lib/leitura-adiantada.ts';
import { ADIANTAMENTOS } from '../modules/adiantamentos.ts';

const caminhoDe = (url: string) =>
  url
    .replace(/[?#].*$/, '')
    .replace(/^\/+/, '')
    .replace(/\/+$/, '');

/** Whether the URL opens a page that start-up paints before the shell (modules/adiantamentos.ts). */
export function abreComEsboco(url: string): boolean {
  return ADIANTAMENTOS[caminhoDe(url)] !== undefined;
}

/**
 * Start-up opening such a page: its read leaves now and its sketch is painted in `raiz` (null: not before the
 * biometric lock). Resolves when the shell may start loading; null for any other page.
 */
export function adiantarRota(
  url: string,
  sessao: SessaoAdiantada,
  raiz: Promise<HTMLElement | null>,
): Promise<void> | null {
  const adiantar = ADIANTAMENTOS[caminhoDe(url)];
  return adiantar ? adiantar(sessao, raiz).catch(() => {}) : null;
}
