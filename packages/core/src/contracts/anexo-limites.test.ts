import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64Puro, extensaoDe, isTipoAnexoAceito, tamanhoBase64 } from './anexo-limites.ts';

describe('attachment limits helpers', () => {
  it('extensaoDe reads the lowercase extension', () => {
    expect(extensaoDe('RG.PDF')).toBe('pdf');
    expect(extensaoDe('foto.final.jpeg')).toBe('jpeg');
    expect(extensaoDe('semextensao')).toBe('');
  });

  it('base64Puro strips a data URL prefix and whitespace', () => {
    expect(base64Puro('data:application/pdf;base64,JVBE\nRi0=')).toBe('JVBERi0=');
    expect(base64Puro('QUJD')).toBe('QUJD');
  });

  it('tamanhoBase64 gives the decoded size', () => {
    expect(tamanhoBase64('QUJD')).toBe(3);
    expect(tamanhoBase64('QUI=')).toBe(2);
    expect(tamanhoBase64('QQ==')).toBe(1);
    expect(tamanhoBase64('data:image/png;base64,QUJD')).toBe(3);
  });

  it('accepts pdf, png, jpg and jpeg by name and type', () => {
    expect(isTipoAnexoAceito('rg.pdf', 'application/pdf')).toBe(true);
    expect(isTipoAnexoAceito('foto.JPG', 'image/jpeg')).toBe(true);
    expect(isTipoAnexoAceito('foto.png', 'png')).toBe(true);
    expect(isTipoAnexoAceito('foto.jpeg', '')).toBe(true);
    expect(isTipoAnexoAceito('planilha.xlsx', 'application/vnd.ms-excel')).toBe(false);
    expect(isTipoAnexoAceito('disfarce.pdf', 'application/x-msdownload')).toBe(false);
  });

  describe('properties', () => {
    it('tamanhoBase64 equals the length of the decoded bytes', () => {
      fc.assert(
        fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
          const b64 = (globalThis as unknown as { btoa(s: string): string }).btoa(
            String.fromCharCode(...bytes),
          );
          return tamanhoBase64(b64) === bytes.length;
        }),
      );
    });
  });
});
