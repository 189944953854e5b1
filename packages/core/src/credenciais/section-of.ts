/**
 * The section of a URL or path: its first path segment, ignoring origin, query and hash; '' for the root.
 *
 * @example
 * sectionOf('/escola/professor/ficha?ano=2026'); // 'escola'
 * sectionOf('https://portal.example/planosaude/beneficiario'); // 'planosaude'
 */
export function sectionOf(url: string): string {
  const caminho = String(url ?? '')
    .replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '')
    .replace(/[?#].*$/, '');
  return caminho.split('/').find((segmento) => segmento !== '') ?? '';
}
