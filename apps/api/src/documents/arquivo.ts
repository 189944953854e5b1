/** A file the V3 route answers. */
export interface Arquivo {
  bytes: Uint8Array;
  contentType: string;
  filename: string;
}

const TIPOS: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  txt: 'text/plain; charset=utf-8',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Signatures of the types a person can upload that can be told by their first bytes. */
const ASSINATURAS: [number[], string][] = [
  [[0x25, 0x50, 0x44, 0x46, 0x2d], 'application/pdf'],
  [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'image/png'],
  [[0xff, 0xd8, 0xff], 'image/jpeg'],
];

/**
 * The MIME type a stored file is served with: told by its own bytes when they say, else by its name's extension,
 * else a download. What a client declared is never echoed (issue 11: 'Application/PDF', or worse).
 */
export function contentTypeDe(bytes: Uint8Array, filename: string): string {
  for (const [assinatura, tipo] of ASSINATURAS) {
    if (assinatura.every((b, i) => bytes[i] === b)) return tipo;
  }
  const ext = (filename.split('.').pop() ?? '').toLowerCase();
  const porNome = Object.hasOwn(TIPOS, ext) ? (TIPOS[ext] as string) : 'application/octet-stream';
  // A name promising a type whose bytes would have said so (a "PDF" that is not one) is only downloaded.
  return ASSINATURAS.some(([, tipo]) => tipo === porNome) ? 'application/octet-stream' : porNome;
}
