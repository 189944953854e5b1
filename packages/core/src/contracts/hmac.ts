import { subtle, utf8 } from './web-crypto.ts';

/**
 * Lowercase hex HMAC-SHA-256 of `message` keyed with `secret` (WebCrypto, browser and Node).
 * @example await hmacSha256Hex('key', 'The quick brown fox jumps over the lazy dog')
 * // 'f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8'
 * @see https://www.rfc-editor.org/rfc/rfc2104
 */
export async function hmacSha256Hex(secret: string, message: string): Promise<string> {
  // WebCrypto refuses an empty HMAC key; HMAC zero-pads keys to the block size, so one zero byte is the same key.
  const raw = secret === '' ? new Uint8Array(1) : utf8(secret);
  const key = await subtle().importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = new Uint8Array(await subtle().sign('HMAC', key, utf8(message)));
  let hex = '';
  for (const byte of signature) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/**
 * The `passwordHash` the app sends to login (coddao 16): HMAC-SHA-256 of the password keyed with `passwordSecret`.
 * @example await hashPassword('demo1234', 'portal-senha')
 */
export function hashPassword(password: string, passwordSecret: string): Promise<string> {
  return hmacSha256Hex(passwordSecret, password);
}

/**
 * The V3 document hash: HMAC-SHA-256 of the params joined by '_' keyed with `documentSecret`
 * (an HMAC rather than hash(secret + params), which would invite length extension).
 * @example await hashDocumentParams([1001, 7], 'portal-documento')
 */
export function hashDocumentParams(
  params: readonly (string | number)[],
  documentSecret: string,
): Promise<string> {
  return hmacSha256Hex(documentSecret, joinDocumentParams(params));
}

/** The params segment of a V3 URL: values joined by '_'. */
export function joinDocumentParams(params: readonly (string | number)[]): string {
  return params.map(String).join('_');
}
