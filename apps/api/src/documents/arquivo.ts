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

/** The MIME type of a stored file from its declared type (MIME or extension) or its name. */
export function contentTypeDe(filetype: string, filename: string): string {
  if (filetype.includes('/')) return filetype;
  const ext = (filetype || filename.split('.').pop() || '').toLowerCase().replace(/^\./, '');
  return TIPOS[ext] ?? 'application/octet-stream';
}
