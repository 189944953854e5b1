import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFRef } from 'pdf-lib';

/** WinAnsi's code points 0x80–0x9F that pdf-kit's winAnsi() lets through; the rest of the range is Latin-1. */
const WIN_ANSI_80_9F: Readonly<Record<number, string>> = {
  128: '€',
  145: '‘',
  146: '’',
  147: '“',
  148: '”',
  149: '•',
  150: '–',
  151: '—',
};
const winAnsi = (bytes: Buffer) =>
  Array.from(bytes, (b) => WIN_ANSI_80_9F[b] ?? String.fromCharCode(b)).join('');

/**
 * The strings a PDF draws, in drawing order: every text-showing operand of its pages' content streams,
 * inflated and decoded from WinAnsi (the encoding of pdf-lib's standard fonts). Read back through pdf-lib's
 * own parser, so a test sees what a reader would extract, not what the generator meant to write.
 */
export async function textosDoPdf(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const textos: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const fluxos = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    for (const f of fluxos) {
      const fluxo = doc.context.lookup(f as PDFRef);
      if (!(fluxo instanceof PDFRawStream)) continue;
      const operadores = Buffer.from(decodePDFRawStream(fluxo).decode()).toString('latin1');
      for (const [, hex] of operadores.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        textos.push(winAnsi(Buffer.from(hex ?? '', 'hex')));
      }
    }
  }
  return textos;
}
