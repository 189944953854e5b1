/** Reads unknown server data without trusting its shape. */
export type Registro = Record<string, unknown>;

/**
 * The value as a plain record, or an empty one.
 *
 * @example
 * asRegistro(null); // {}
 */
export function asRegistro(raw: unknown): Registro {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Registro) : {};
}

/**
 * The value as a list, or an empty one.
 *
 * @example
 * asLista('x'); // []
 */
export function asLista(raw: unknown): unknown[] {
  return Array.isArray(raw) ? raw : [];
}

/**
 * A scalar as text when present and not "0" (SPEC §3), otherwise undefined.
 *
 * @example
 * scalar(123); // '123'
 * scalar('0'); // undefined
 */
export function scalar(raw: unknown): string | undefined {
  const texto = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : raw;
  return typeof texto === 'string' && texto !== '' && texto !== '0' ? texto : undefined;
}

/**
 * A string field, numbers as text, anything else ''.
 *
 * @example
 * texto(undefined); // ''
 */
export function texto(raw: unknown): string {
  if (typeof raw === 'string') return raw;
  return typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : '';
}

/**
 * A numeric field, numeric strings accepted, anything else 0.
 *
 * @example
 * numero('-512'); // -512
 */
export function numero(raw: unknown): number {
  const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
}
