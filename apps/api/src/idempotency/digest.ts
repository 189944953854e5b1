import { createHash } from 'node:crypto';

/** JSON with object keys sorted, so the same payload always gives the same digest. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 of the request's coddao, parametros and conteudo: what "the same payload" means for a key. */
export function payloadDigest(payload: {
  coddao: number;
  parametros: unknown[];
  conteudo?: unknown;
}): string {
  return createHash('sha256').update(canonical(payload)).digest('hex');
}
