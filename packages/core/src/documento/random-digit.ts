/**
 * Turns one draw of a `Math.random`-like source into a digit 0–9, clamping draws outside [0, 1).
 *
 * @example
 * randomDigit(() => 0.42); // 4
 */
export function randomDigit(rng: () => number): number {
  const n = Math.floor(rng() * 10);
  return Number.isFinite(n) ? Math.min(9, Math.max(0, n)) : 0;
}
