/**
 * URL fragments the guard lets through even without login (SPEC §2).
 *
 * @example
 * PUBLIC_URL_FRAGMENTS[0]; // 'planosaude/beneficiario/guia-medico'
 */
export const PUBLIC_URL_FRAGMENTS: readonly string[] = [
  'planosaude/beneficiario/guia-medico',
  'planosaude/beneficiario/cadplanosaude',
  'cadastro/documentos/docsite',
];

/**
 * URLs that count as home when deciding whether to remember a return URL.
 *
 * @example
 * HOME_URLS; // ['', '/', '/home']
 */
export const HOME_URLS: readonly string[] = ['', '/', '/home'];

/**
 * Tells whether a URL contains one of the public fragments.
 *
 * @example
 * isPublicUrl('/planosaude/beneficiario/guia-medico?cidade=Recife'); // true
 */
export function isPublicUrl(url: string): boolean {
  const texto = typeof url === 'string' ? url : '';
  return PUBLIC_URL_FRAGMENTS.some((fragmento) => texto.includes(fragmento));
}

/**
 * Tells whether a URL is home: the empty path, / or /home (query and hash ignored).
 *
 * @example
 * isHomeUrl('/home'); // true
 * isHomeUrl('/home/recados'); // false
 */
export function isHomeUrl(url: string): boolean {
  const caminho = (typeof url === 'string' ? url : '').replace(/[?#].*$/, '');
  return HOME_URLS.includes(caminho);
}
