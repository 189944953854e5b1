// Core compiles without DOM or Node typings (it must stay platform-neutral), so the few WebCrypto
// members it uses are declared here and read from globalThis, which both browsers and Node provide.
interface CryptoKeyLike {
  readonly type: string;
}

interface SubtleLike {
  importKey(
    format: 'raw',
    keyData: Uint8Array,
    algorithm: { name: 'HMAC'; hash: 'SHA-256' },
    extractable: boolean,
    usages: readonly 'sign'[],
  ): Promise<CryptoKeyLike>;
  sign(algorithm: 'HMAC', key: CryptoKeyLike, data: Uint8Array): Promise<ArrayBuffer>;
}

interface TextEncoderLike {
  encode(input: string): Uint8Array;
}

interface WebGlobals {
  crypto: { subtle: SubtleLike };
  TextEncoder: new () => TextEncoderLike;
}

const web = globalThis as unknown as WebGlobals;

export function subtle(): SubtleLike {
  return web.crypto.subtle;
}

export function utf8(value: string): Uint8Array {
  return new web.TextEncoder().encode(value);
}
