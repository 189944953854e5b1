/**
 * Tells whether the selected company code marks a medical provider: negative, and the first digit of its absolute
 * value is not 9.
 *
 * @example
 * resolveIsMedico(-512); // true
 * resolveIsMedico(-912); // false
 * resolveIsMedico(512); // false
 */
export function resolveIsMedico(codempresa: number | string | null | undefined): boolean {
  if (codempresa === null || codempresa === undefined || codempresa === '') return false;
  const n = Number(codempresa);
  if (!Number.isFinite(n) || n >= 0) return false;
  return String(Math.trunc(Math.abs(n))).charAt(0) !== '9';
}
