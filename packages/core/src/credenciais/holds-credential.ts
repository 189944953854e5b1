/**
 * Tells whether the user holds one credential code.
 *
 * @example
 * holdsCredential({ credenciais: ['I', '2'] }, '2'); // true
 * holdsCredential(null, '2'); // false
 */
export function holdsCredential(
  usuario: { credenciais?: readonly string[] } | null | undefined,
  code: string,
): boolean {
  const credenciais = usuario?.credenciais;
  return Array.isArray(credenciais) && typeof code === 'string' && code !== '' && credenciais.includes(code);
}
