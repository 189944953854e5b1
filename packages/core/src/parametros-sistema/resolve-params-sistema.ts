/**
 * Picks the system-parameters string to store: the server's when it sent a string, otherwise the built one.
 *
 * @example
 * resolveParamsSistema('1;2;3;4;5', '9;;;;'); // '1;2;3;4;5'
 * resolveParamsSistema(undefined, '9;;;;'); // '9;;;;'
 */
export function resolveParamsSistema(fromServer: unknown, built: string): string {
  return typeof fromServer === 'string' ? fromServer : built;
}
