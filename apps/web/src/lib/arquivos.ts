import { CONSTANTES, MENSAGENS } from '@portal/core';

const ABRIR_EM_ABA = ['pdf', 'png', 'jpg', 'jpeg'];
const BAIXAR = ['txt', 'doc', 'docx', 'xls', 'xlsx'];

const TIPOS: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  txt: 'text/plain',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The file's extension from its type ('pdf', 'application/pdf', 'image/jpeg') or its name. */
export function extensaoArquivo(filename: string, filetype?: string): string {
  const tipo = (filetype ?? '').toLowerCase().trim();
  if (tipo !== '' && !tipo.includes('/')) return tipo.replace(/^\./, '');
  const porTipo = Object.entries(TIPOS).find(([, mime]) => mime === tipo)?.[0];
  if (porTipo) return porTipo;
  const partes = filename.toLowerCase().split('.');
  return partes.length > 1 ? (partes.pop() ?? '') : '';
}

type Avisar = (mensagem: string) => void;

let avisoPadrao: Avisar = (mensagem) => console.warn(mensagem);

/** The feedback layer plugs its alert in, so every caller reports a blocked pop-up the same way. */
export function definirAvisoArquivos(avisar: Avisar): void {
  avisoPadrao = avisar;
}

/**
 * SPEC §7: pdf, png, jpg and jpeg open in a new tab (a blocked pop-up is reported); txt, doc, docx, xls and xlsx
 * are downloaded; the object URL is released after 60000 ms; any failure reports MENSAGENS.falhaAbrirArquivo.
 */
export function abrirArquivo(
  blob: Blob,
  filename: string,
  filetype?: string,
  avisar: Avisar = avisoPadrao,
): void {
  try {
    const ext = extensaoArquivo(filename, filetype);
    const tipo = TIPOS[ext] ?? (blob.type || 'application/octet-stream');
    const conteudo = blob.type === tipo ? blob : new Blob([blob], { type: tipo });
    const url = URL.createObjectURL(conteudo);
    setTimeout(() => URL.revokeObjectURL(url), CONSTANTES.anexoUrlVidaMs);
    if (ABRIR_EM_ABA.includes(ext)) {
      const aba = globalThis.open?.(url, '_blank');
      if (!aba) {
        avisar(MENSAGENS.popupBloqueado);
      }
      return;
    }
    const link = document.createElement('a');
    link.href = url;
    link.download = filename || `arquivo.${ext || 'bin'}`;
    link.rel = 'noopener';
    document.body.appendChild(link);
    link.click();
    link.remove();
    if (!BAIXAR.includes(ext)) console.warn(`Tipo de arquivo "${ext}" baixado sem visualização.`);
  } catch (erro) {
    console.error(MENSAGENS.falhaAbrirArquivo, erro);
    avisar(MENSAGENS.falhaAbrirArquivo);
  }
}
