import { MENSAGENS } from '@portal/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { abrirArquivo, extensaoArquivo } from './arquivos.ts';

const blob = new Blob(['%PDF-1.7'], { type: 'application/pdf' });

beforeEach(() => {
  vi.useFakeTimers();
  URL.createObjectURL = vi.fn(() => 'blob:teste');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A blank tab of its own document, as window.open('') gives one. */
function abaEmBranco(): Window {
  const documento = document.implementation.createHTMLDocument('');
  return { document: documento, location: { href: 'about:blank' } } as unknown as Window;
}

describe('abrirArquivo (SPEC §7)', () => {
  it('opens pdf, png, jpg and jpeg in a new tab and releases the URL after 60000 ms', () => {
    const abrir = vi.spyOn(window, 'open').mockImplementation(() => abaEmBranco());
    for (const nome of ['a.pdf', 'b.png', 'c.jpg', 'd.jpeg']) abrirArquivo(blob, nome);
    expect(abrir).toHaveBeenCalledTimes(4);
    expect(abrir).toHaveBeenCalledWith('', '_blank');
    vi.advanceTimersByTime(59_999);
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(URL.revokeObjectURL).toHaveBeenCalledTimes(4);
  });

  // Issue 29: the bare blob URL titled the tab with its UUID ('39d90dff-f624-…').
  it('titles the tab with the file name and shows the file inside it', () => {
    const abas: Document[] = [];
    vi.spyOn(window, 'open').mockImplementation(() => {
      const aba = abaEmBranco();
      abas.push(aba.document);
      return aba;
    });
    abrirArquivo(blob, 'Circular de novembro.pdf', 'application/pdf');
    abrirArquivo(blob, 'foto.jpg');
    const [pdf, foto] = abas;
    expect(pdf?.title).toBe('Circular de novembro.pdf');
    expect(pdf?.querySelector('iframe')?.getAttribute('src')).toBe('blob:teste');
    expect(pdf?.querySelector('iframe')?.getAttribute('title')).toBe('Circular de novembro.pdf');
    expect(foto?.title).toBe('foto.jpg');
    expect(foto?.querySelector('img')?.getAttribute('alt')).toBe('foto.jpg');
  });

  it('reports a blocked pop-up', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const avisar = vi.fn();
    abrirArquivo(blob, 'contracheque.pdf', 'application/pdf', avisar);
    expect(avisar).toHaveBeenCalledWith(MENSAGENS.popupBloqueado);
  });

  it('downloads txt, doc, docx, xls and xlsx with their file name', () => {
    const abrir = vi.spyOn(window, 'open');
    const cliques: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      cliques.push(this.download);
    });
    for (const nome of ['a.txt', 'b.doc', 'c.docx', 'd.xls', 'e.xlsx']) abrirArquivo(blob, nome);
    expect(cliques).toEqual(['a.txt', 'b.doc', 'c.docx', 'd.xls', 'e.xlsx']);
    expect(abrir).not.toHaveBeenCalled();
  });

  it("reports 'Falha ao abrir o arquivo.' when the file cannot be opened", () => {
    URL.createObjectURL = vi.fn(() => {
      throw new Error('sem memória');
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const avisar = vi.fn();
    abrirArquivo(blob, 'x.pdf', undefined, avisar);
    expect(avisar).toHaveBeenCalledWith(MENSAGENS.falhaAbrirArquivo);
  });

  it('reads the type from a MIME type, a bare extension or the name', () => {
    expect(extensaoArquivo('x', 'image/jpeg')).toBe('jpg');
    expect(extensaoArquivo('x', '.PDF')).toBe('pdf');
    expect(extensaoArquivo('Relatório.XLSX')).toBe('xlsx');
    expect(extensaoArquivo('sem-extensao')).toBe('');
  });
});
