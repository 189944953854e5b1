import { CONSTANTES } from '../constantes.ts';

/**
 * Copy code sent as the first V4 parameter: W8 on health-plan URLs, W2 on prevsan URLs, else the config's code or W1.
 *
 * @example
 * resolveCopyCode('/planosaude/beneficiario', 'W5'); // 'W8'
 * resolveCopyCode('/home', null); // 'W1'
 */
export function resolveCopyCode(url: string, configCodcopia?: string | null): string {
  const atual = typeof url === 'string' ? url : '';
  if (atual.includes('planosaude')) return CONSTANTES.codigosCopiaRota.planosaude;
  if (atual.includes('prevsan')) return CONSTANTES.codigosCopiaRota.prevsan;
  return typeof configCodcopia === 'string' && configCodcopia !== ''
    ? configCodcopia
    : CONSTANTES.codigosCopiaRota.padrao;
}
