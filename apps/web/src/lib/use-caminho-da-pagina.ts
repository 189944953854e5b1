import { useRef } from 'react';
import { useLocation } from 'react-router-dom';

function segmentos(caminho: string): string[] {
  return caminho.split('/').filter(Boolean).map(decodeURIComponent);
}

/**
 * The path segments of the page's own URL. Ionic keeps earlier pages mounted under the visible one and hands
 * them the current URL too; a page follows only URLs of its own shape (same module, same depth), so a hidden
 * page never shows or fetches another page's data.
 */
export function useCaminhoDaPagina(): string[] {
  const { pathname } = useLocation();
  const proprio = useRef(pathname);
  const atual = segmentos(proprio.current);
  const novo = segmentos(pathname);
  if (novo.length === atual.length && novo[0] === atual[0]) proprio.current = pathname;
  return segmentos(proprio.current);
}
