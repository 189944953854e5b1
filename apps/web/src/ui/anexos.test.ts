import { LIMITES_ANEXO } from '@portal/core';
import { describe, expect, it } from 'vitest';
import { anexoDoArquivo, motivoRecusaAnexo } from './anexos.ts';

describe('motivoRecusaAnexo (the limits coddao 94 enforces)', () => {
  it('accepts PDF, PNG and JPG up to the size limit', () => {
    expect(
      motivoRecusaAnexo({ name: 'rg.pdf', size: LIMITES_ANEXO.maxBytes, type: 'application/pdf' }, 0),
    ).toBeNull();
    expect(motivoRecusaAnexo({ name: 'foto.JPEG', size: 10, type: '' }, 2)).toBeNull();
  });

  it('refuses one byte over the limit, other types, empty files and a file beyond the count', () => {
    expect(
      motivoRecusaAnexo({ name: 'rg.pdf', size: LIMITES_ANEXO.maxBytes + 1, type: 'application/pdf' }, 0),
    ).toBe('O arquivo "rg.pdf" tem 5 MB e passa do limite de 5 MB.');
    expect(motivoRecusaAnexo({ name: 'a.docx', size: 10, type: 'application/msword' }, 0)).toBe(
      'O arquivo "a.docx" não é PDF, PNG ou JPG.',
    );
    expect(motivoRecusaAnexo({ name: 'vazio.png', size: 0, type: 'image/png' }, 0)).toBe(
      'O arquivo "vazio.png" está vazio.',
    );
    expect(motivoRecusaAnexo({ name: 'b.png', size: 10, type: 'image/png' }, LIMITES_ANEXO.maxArquivos)).toBe(
      'Você pode anexar no máximo 3 arquivos.',
    );
  });
});

describe('anexoDoArquivo', () => {
  it("builds SPEC §3's attachment record with plain base64", async () => {
    const anexo = await anexoDoArquivo(
      new File(['%PDF'], 'rg.pdf', { type: 'application/pdf' }),
      new Date('2026-11-22T10:00:00Z'),
    );
    expect(anexo).toEqual({
      base64: 'JVBERg==',
      filename: 'rg.pdf',
      filesize: 4,
      filetype: 'application/pdf',
      dthcriacao: '2026-11-22T10:00:00.000Z',
    });
  });
});
