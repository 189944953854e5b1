import { createDecipheriv, type ECDH, hkdfSync } from 'node:crypto';

/**
 * Decrypts a Web Push message as the browser would (RFC 8291 over RFC 8188's aes128gcm), with the keys the test
 * subscribed with: the user agent's P-256 pair and its 16-byte auth secret. Written from the RFCs with node:crypto
 * alone, so it checks web-push's encryption rather than trusting it. Throws when the tag does not verify.
 */
export function decifrarPushWeb(corpo: Buffer, ua: ECDH, auth: Buffer): { texto: string; rs: number } {
  // RFC 8188 §2.1: salt (16) | record size (4) | idlen (1) | keyid (the server's ephemeral public key) | records.
  const salt = corpo.subarray(0, 16);
  const rs = corpo.readUInt32BE(16);
  const idlen = corpo.readUInt8(20);
  const asPublic = corpo.subarray(21, 21 + idlen);
  const registro = corpo.subarray(21 + idlen);
  if (idlen !== 65 || asPublic[0] !== 4) throw new Error('keyid não é um ponto P-256 não comprimido');
  if (registro.length > rs) throw new Error('mais de um registro: uma mensagem de push cabe em um');
  // RFC 8291 §3.4: the input key material binds the ECDH secret to the auth secret and both public keys.
  const ecdhSecret = ua.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ua.getPublicKey(), asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, auth, keyInfo, 32));
  // RFC 8188 §2.2–2.3: the content key and nonce (the first record's sequence number is 0: the nonce as is).
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decifrador = createDecipheriv('aes-128-gcm', cek, nonce);
  decifrador.setAuthTag(registro.subarray(registro.length - 16));
  const claro = Buffer.concat([
    decifrador.update(registro.subarray(0, registro.length - 16)),
    decifrador.final(),
  ]);
  // The last record ends with the delimiter 0x02 and any zero padding.
  let fim = claro.length - 1;
  while (fim >= 0 && claro[fim] === 0) fim -= 1;
  if (claro[fim] !== 2) throw new Error('sem o delimitador do último registro');
  return { texto: claro.subarray(0, fim).toString('utf8'), rs };
}
