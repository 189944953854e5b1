/**
 * Reads one raw value as a slot of the system parameters: strings as they are, finite numbers as text, anything
 * else blank.
 *
 * @example
 * slotValue(2026); // '2026'
 * slotValue(undefined); // ''
 */
export function slotValue(raw: unknown): string {
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return '';
}
