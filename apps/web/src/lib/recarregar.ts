import { isHomeUrl, ROTA_HOME_RECADOS } from '@portal/core';

/** The URL with a cache-busting `v` parameter (replacing an older one). */
export function urlSemCache(url: string, agora: number = Date.now()): string {
  const base = new URL(url, 'http://x');
  base.searchParams.set('v', String(agora));
  return `${base.pathname}${base.search}${base.hash}`;
}

/** The home: SPEC §2's home URLs and the page they lead to (the recados list), not one recado. */
function ehHome(caminho: string): boolean {
  const semBusca = caminho.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1');
  return isHomeUrl(semBusca) || semBusca === ROTA_HOME_RECADOS;
}

/**
 * SPEC §2: after system parameters are saved, any page other than home is hard-reloaded with a cache-busting
 * query parameter. Returns true when it reloaded; the home refreshes in place instead (its recados and the
 * notification counter follow paramsSistema, and saving resets the list cache).
 */
export function recarregarAposParametros(
  caminho: string,
  local: Pick<Location, 'assign'> = location,
): boolean {
  if (ehHome(caminho)) return false;
  local.assign(urlSemCache(caminho));
  return true;
}
