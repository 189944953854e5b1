import { describe, expect, it } from 'vitest';
import { contentTypeDe } from './arquivo.ts';

const bytes = (texto: string) => new TextEncoder().encode(texto);

describe('contentTypeDe', () => {
  it('tells a file by its bytes first, never by what the client declared', () => {
    expect(contentTypeDe(bytes('%PDF-1.7 ...'), 'laudo.PDF')).toBe('application/pdf');
    expect(contentTypeDe(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), 'x.jpg')).toBe(
      'image/png',
    );
    expect(contentTypeDe(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), 'foto')).toBe('image/jpeg');
  });

  it('falls back to the extension, and to a download for anything else', () => {
    expect(contentTypeDe(bytes('texto'), 'ata.txt')).toBe('text/plain; charset=utf-8');
    expect(contentTypeDe(bytes('PK'), 'planilha.XLSX')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(contentTypeDe(bytes('<html>'), 'pagina.html')).toBe('application/octet-stream');
    expect(contentTypeDe(bytes('x'), 'x.constructor')).toBe('application/octet-stream');
    // A file that claims to be a PDF but is not is not served as one.
    expect(contentTypeDe(bytes('<script>'), 'falso.pdf')).toBe('application/octet-stream');
  });
});
