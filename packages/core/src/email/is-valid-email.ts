/** Local part, @, dotted domain, and a top-level domain of at least two letters. */
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/**
 * Tells whether a value is a non-empty e-mail address of the simple form name@domain.tld (tld of 2+ letters).
 *
 * @example
 * isValidEmail('maria@example.com.br'); // true
 * isValidEmail('maria@example.c'); // false
 */
export function isValidEmail(value: string): boolean {
  return typeof value === 'string' && EMAIL.test(value);
}
