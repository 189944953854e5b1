import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';

/** pdf-lib takes 0.1–0.3 s to load: the first document pays it, not every start of the server. */
let pdfLib: Promise<typeof import('pdf-lib')> | undefined;
const carregarPdfLib = () => {
  pdfLib ??= import('pdf-lib');
  return pdfLib;
};

/** pdf-lib's standard fonts encode WinAnsi only: anything else becomes '?' instead of throwing. */
export function winAnsi(texto: string): string {
  return texto.replace(/[^\x20-\x7E\xA0-\xFF\u2013\u2014\u2018\u2019\u201C\u201D\u2022\u20AC]/g, '?');
}

/** A4 page with a cursor: enough layout for payslips, bills and income reports. */
export class Folha {
  readonly largura = 595.28;
  readonly margem = 40;
  y = 800;

  private constructor(
    readonly doc: PDFDocument,
    readonly page: PDFPage,
    readonly regular: PDFFont,
    readonly negrito: PDFFont,
    private readonly rgb: typeof import('pdf-lib')['rgb'],
  ) {}

  static async criar(titulo: string, autor: string): Promise<Folha> {
    const { PDFDocument, rgb, StandardFonts } = await carregarPdfLib();
    const doc = await PDFDocument.create();
    doc.setTitle(winAnsi(titulo));
    doc.setAuthor(winAnsi(autor));
    doc.setProducer('Portal do Cliente');
    doc.setCreator('Portal do Cliente');
    const page = doc.addPage([595.28, 841.89]);
    const [regular, negrito] = await Promise.all([
      doc.embedFont(StandardFonts.Helvetica),
      doc.embedFont(StandardFonts.HelveticaBold),
    ]);
    return new Folha(doc, page, regular, negrito, rgb);
  }

  texto(
    texto: string,
    x: number,
    opts: { tamanho?: number; negrito?: boolean; direita?: boolean } = {},
  ): void {
    const tamanho = opts.tamanho ?? 9;
    const font = opts.negrito ? this.negrito : this.regular;
    const limpo = winAnsi(texto);
    const posX = opts.direita ? x - font.widthOfTextAtSize(limpo, tamanho) : x;
    this.page.drawText(limpo, { x: posX, y: this.y, size: tamanho, font, color: this.rgb(0.1, 0.1, 0.1) });
  }

  linha(espaco = 14): void {
    this.y -= espaco;
  }

  regua(): void {
    this.page.drawLine({
      start: { x: this.margem, y: this.y + 10 },
      end: { x: this.largura - this.margem, y: this.y + 10 },
      thickness: 0.6,
      color: this.rgb(0.6, 0.6, 0.6),
    });
  }

  retangulo(x: number, y: number, largura: number, altura: number): void {
    this.page.drawRectangle({ x, y, width: largura, height: altura, color: this.rgb(0, 0, 0) });
  }

  /** A PNG drawn with its bottom-left corner at (x, y), scaled to the given size. */
  async imagem(png: Uint8Array, x: number, y: number, largura: number, altura: number): Promise<void> {
    const imagem = await this.doc.embedPng(png);
    this.page.drawImage(imagem, { x, y, width: largura, height: altura });
  }

  salvar(): Promise<Uint8Array> {
    return this.doc.save();
  }
}
