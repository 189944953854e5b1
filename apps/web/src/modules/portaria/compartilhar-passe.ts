import { descreverValidade, formatCodigoPasse, textoParaCompartilhar, type Visita } from '@portal/core';
import { arquivoDoQr } from './qr-passe.tsx';

/** The message a pass is sent with; `condominio` is the building's name from the context. */
export function mensagemDoPasse(v: Visita, condominio: string): string {
  return textoParaCompartilhar({
    nome: v.nome,
    unidade: v.unidade,
    condominio,
    codigoFormatado: formatCodigoPasse(v.codigo),
    validade: descreverValidade(v),
  });
}

/** WhatsApp's documented link to send a text (the person picks the contact). */
export const linkWhatsApp = (texto: string) => `https://wa.me/?text=${encodeURIComponent(texto)}`;
export const linkEmail = (texto: string) =>
  `mailto:?subject=${encodeURIComponent('Autorização de entrada')}&body=${encodeURIComponent(texto)}`;

/**
 * The Web Share API where the browser has it (phones): the text and, when files can be shared, the QR code as an
 * image. 'compartilhado', 'cancelado' (the person closed the sheet) or 'indisponivel' (show the other ways).
 */
export async function compartilharPasse(
  v: Visita,
  texto: string,
): Promise<'compartilhado' | 'cancelado' | 'indisponivel'> {
  if (typeof navigator.share !== 'function') return 'indisponivel';
  const arquivo = await arquivoDoQr(v.qr, `passe-${v.codigo}.png`);
  const comArquivo = arquivo && navigator.canShare?.({ files: [arquivo] }) ? { files: [arquivo] } : {};
  try {
    await navigator.share({ title: 'Autorização de entrada', text: texto, ...comArquivo });
    return 'compartilhado';
  } catch (e) {
    return (e as DOMException).name === 'AbortError' ? 'cancelado' : 'indisponivel';
  }
}
