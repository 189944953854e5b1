import { LIMITES_ANEXO, MENSAGENS_OCORRENCIA, OCORRENCIA_LIMITES } from '@portal/core';

/** What the photo field accepts: the attachments' image kinds (core's LIMITES_ANEXO, without PDF). */
export const ACEITAS_FOTO = 'image/png,image/jpeg,.png,.jpg,.jpeg';

/** A picked photo as the contract's attachment record, with a preview URL for the form. */
export interface FotoEscolhida {
  base64: string;
  filename: string;
  filesize: number;
  filetype: string;
  dthcriacao: string;
  previa: string;
  /** Tells two picks of the same file apart in the form's list. */
  chave: string;
}

/** Why a photo cannot be added (kind, size, how many), or null when it can: the API refuses the same. */
export function motivoRecusaFoto(
  arquivo: { name: string; size: number; type: string },
  jaEscolhidas: number,
) {
  if (jaEscolhidas >= OCORRENCIA_LIMITES.fotosMax) return MENSAGENS_OCORRENCIA.fotosDemais;
  const imagem = /^image\/(png|jpeg)$/.test(arquivo.type) && /\.(png|jpe?g)$/i.test(arquivo.name);
  if (!imagem || arquivo.size === 0 || arquivo.size > LIMITES_ANEXO.maxBytes)
    return MENSAGENS_OCORRENCIA.fotoNaoImagem;
  return null;
}

/** Reads a picked file into the attachment record (base64 without the data-URL prefix) and its preview. */
export function lerFoto(arquivo: File, agora = new Date()): Promise<FotoEscolhida> {
  return new Promise((resolve, reject) => {
    const leitor = new FileReader();
    leitor.onload = () => {
      const url = String(leitor.result ?? '');
      resolve({
        base64: url.slice(url.indexOf(',') + 1),
        filename: arquivo.name,
        filesize: arquivo.size,
        filetype: arquivo.type,
        dthcriacao: agora.toISOString(),
        previa: url,
        chave: `${arquivo.name}-${agora.getTime()}-${Math.random().toString(36).slice(2)}`,
      });
    };
    leitor.onerror = () => reject(leitor.error ?? new Error('Falha ao ler a foto.'));
    leitor.readAsDataURL(arquivo);
  });
}
