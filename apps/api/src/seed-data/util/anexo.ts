import type { AnexoSeed } from '../types.ts';
import { base64, tamanhoBase64 } from './base64.ts';
import { pdfMinimo } from './pdf-minimo.ts';

/** A PDF attachment with real, openable content; filesize is the decoded byte count. */
export function anexoPdf(
  codanexo: number,
  filename: string,
  titulo: string,
  linhas: readonly string[],
  dthcriacao: string,
): AnexoSeed {
  const conteudo = base64(pdfMinimo(titulo, linhas), 'latin1');
  return {
    codanexo,
    filename,
    filetype: 'application/pdf',
    filesize: tamanhoBase64(conteudo),
    base64: conteudo,
    dthcriacao,
  };
}

/** A plain-text attachment (UTF-8); the app downloads txt files (SPEC §7). */
export function anexoTexto(codanexo: number, filename: string, texto: string, dthcriacao: string): AnexoSeed {
  const conteudo = base64(texto);
  return {
    codanexo,
    filename,
    filetype: 'text/plain',
    filesize: tamanhoBase64(conteudo),
    base64: conteudo,
    dthcriacao,
  };
}

/** A tiny SVG image attachment (opens in a new tab like png/jpg). */
export function anexoSvg(codanexo: number, filename: string, svg: string, dthcriacao: string): AnexoSeed {
  const conteudo = base64(svg);
  return {
    codanexo,
    filename,
    filetype: 'image/svg+xml',
    filesize: tamanhoBase64(conteudo),
    base64: conteudo,
    dthcriacao,
  };
}
