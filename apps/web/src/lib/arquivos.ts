import { CONSTANTES, MENSAGENS } from '@portal/core';

const ABRIR_EM_ABA = ['pdf', 'png', 'jpg', 'jpeg'];
const BAIXAR = ['txt', 'doc', 'docx', 'xls', 'xlsx', 'ics'];

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
  ics: 'text/calendar',
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
 * Fills the blank tab with a small viewer titled with the file's name: the PDF in a full-page frame (the
 * browser's own viewer inside it), an image as an image. The blank tab is this origin's and runs under its
 * Content-Security-Policy, whose frame-src and img-src allow blob: URLs; nothing here is a script. Where the
 * tab's document cannot be reached (a native shell's browser), the file is shown bare.
 */
function mostrarNaAba(aba: Window, url: string, nome: string, pdf: boolean): void {
  let doc: Document;
  try {
    doc = aba.document;
    doc.title = nome;
  } catch {
    aba.location.href = url;
    return;
  }
  doc.documentElement.lang = 'pt-BR';
  const corpo = doc.body ?? doc.documentElement.appendChild(doc.createElement('body'));
  corpo.style.cssText =
    'margin:0;background:#525659;height:100vh;display:flex;align-items:center;justify-content:center';
  const conteudo = doc.createElement(pdf ? 'iframe' : 'img');
  if (pdf) {
    conteudo.setAttribute('title', nome);
    conteudo.style.cssText = 'border:0;width:100%;height:100%;display:block';
  } else {
    conteudo.setAttribute('alt', nome);
    conteudo.style.cssText = 'max-width:100%;max-height:100%;object-fit:contain';
  }
  conteudo.setAttribute('src', url);
  corpo.replaceChildren(conteudo);
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
      // A blank tab we fill ourselves: the blob URL opened bare titled the tab with its UUID (issue 29).
      const aba = globalThis.open?.('', '_blank');
      if (!aba) {
        avisar(MENSAGENS.popupBloqueado);
        return;
      }
      mostrarNaAba(aba, url, filename || `arquivo.${ext}`, ext === 'pdf');
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
