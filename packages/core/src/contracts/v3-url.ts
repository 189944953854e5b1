import { joinDocumentParams } from './hmac.ts';

/** Document kinds served by GET {api}/V3/{doc}/{params}/{hash}. */
export const DOCUMENTOS_V3 = ['contracheque', 'anexo', 'boleto', 'informe', 'ata-votacao'] as const;
export type DocumentoV3 = (typeof DOCUMENTOS_V3)[number];

/**
 * URL of a V3 document: `{api}/V3/{doc}/{params joined by '_'}/{hash}` (SPEC §7, document retrieval).
 * @example buildV3DocumentUrl('/api', 'contracheque', [1001, 7], 'ab12') // '/api/V3/contracheque/1001_7/ab12'
 */
export function buildV3DocumentUrl(
  api: string,
  doc: string,
  params: readonly (string | number)[],
  hash: string,
): string {
  const base = api.replace(/\/+$/, '');
  return `${base}/V3/${encodeURIComponent(doc)}/${encodeURIComponent(joinDocumentParams(params))}/${encodeURIComponent(hash)}`;
}
