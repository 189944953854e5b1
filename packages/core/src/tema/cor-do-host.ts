import { CONSTANTES } from '../constantes.ts';

const semPorta = (h: string) => h.trim().toLowerCase().replace(/:\d+$/, '');

/** SPEC §1: the brand host (ports aside, any case) is the one that gets its own logo and colour. */
export function isHostMarca(host: string, brandHost: string): boolean {
  return typeof host === 'string' && brandHost !== '' && semPorta(host) === semPorta(brandHost);
}

/** The theme colour for a host: #004085 on the brand host, #007bff on every other (the app and its e-mails). */
export function corDoHost(host: string, brandHost: string): string {
  return isHostMarca(host, brandHost) ? CONSTANTES.corTemaMarca : CONSTANTES.corTemaPadrao;
}
