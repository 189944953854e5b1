import { UAParser } from 'ua-parser-js';

/**
 * "Chrome 131 no Android" from a user agent, or what the app said it is: how the sessions page (coddao 603) and a
 * recado's "Ciente" (coddao 205) name the device a person used.
 */
export function descreverDispositivo(agente: string | null, plataforma: string | null): string {
  const ua = new UAParser(agente ?? '').getResult();
  const navegador = [ua.browser.name, ua.browser.major].filter(Boolean).join(' ');
  const sistema = [ua.os.name, ua.os.version].filter(Boolean).join(' ');
  if (navegador && sistema) return `${navegador} no ${sistema}`;
  return navegador || sistema || (plataforma ? `App (${plataforma})` : 'Dispositivo desconhecido');
}
