/**
 * Removes a leading number prefix such as "3. " from a title.
 *
 * @example
 * stripNumberPrefix('3. Regulamento'); // 'Regulamento'
 */
export function stripNumberPrefix(titulo: string): string {
  return (typeof titulo === 'string' ? titulo : '').replace(/^\s*\d+\.\s*/, '');
}
