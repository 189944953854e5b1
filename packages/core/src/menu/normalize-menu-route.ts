/**
 * Gives a menu route its leading slash when it lacks one.
 *
 * @example
 * normalizeMenuRoute('escola/notas'); // '/escola/notas'
 */
export function normalizeMenuRoute(rota: string): string {
  const texto = typeof rota === 'string' ? rota : '';
  return texto.startsWith('/') ? texto : `/${texto}`;
}
