import { isHomeUrl } from '@portal/core';

/** The URL with a cache-busting `v` parameter (replacing an older one). */
export function urlSemCache(url: string, agora: number = Date.now()): string {
  const base = new URL(url, 'http://x');
  base.searchParams.set('v', String(agora));
  return `${base.pathname}${base.search}${base.hash}`;
}

/**
 * SPEC §2: after system parameters are saved, any page other than home is hard-reloaded with a cache-busting
 * query parameter. Returns true when it reloaded (home refreshes its own data instead).
 */
export function recarregarAposParametros(
  caminho: string,
  local: Pick<Location, 'assign'> = location,
): boolean {
  if (isHomeUrl(caminho.split('?')[0] ?? '')) return false;
  local.assign(urlSemCache(caminho));
  return true;
}
