/**
 * Removes every character that is not a decimal digit.
 *
 * @example
 * stripNonDigits('529.982.247-25'); // '52998224725'
 */
export function stripNonDigits(value: string): string {
  return String(value ?? '').replace(/\D/g, '');
}
