import { type Anexo, LIMITES_ANEXO } from '@portal/core';

const MB = 1024 * 1024;

/** The limits in words, shown beside the buttons before the user picks anything. */
export const TEXTO_LIMITES_ANEXO = `Até ${LIMITES_ANEXO.maxArquivos} arquivos PDF, PNG ou JPG, com no máximo ${
  LIMITES_ANEXO.maxBytes / MB
} MB cada.`;

export const ACEITOS_ANEXO = [...LIMITES_ANEXO.tipos, ...LIMITES_ANEXO.extensoes.map((e) => `.${e}`)].join(
  ',',
);

function extensao(nome: string): string {
  const ponto = nome.lastIndexOf('.');
  return ponto < 0 ? '' : nome.slice(ponto + 1).toLowerCase();
}

function tamanhoLegivel(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${Math.round(kb)} KB`;
  return `${(bytes / MB).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
}

export { tamanhoLegivel };

/**
 * Why a file cannot be attached (the same limits the API enforces on coddao 94), or null when it can.
 * `jaAnexados` counts the files already in the form.
 */
export function motivoRecusaAnexo(
  arquivo: { name: string; size: number; type: string },
  jaAnexados: number,
): string | null {
  if (jaAnexados >= LIMITES_ANEXO.maxArquivos)
    return `Você pode anexar no máximo ${LIMITES_ANEXO.maxArquivos} arquivos.`;
  const tipoAceito = (LIMITES_ANEXO.tipos as readonly string[]).includes(arquivo.type);
  const extensaoAceita = (LIMITES_ANEXO.extensoes as readonly string[]).includes(extensao(arquivo.name));
  if (!tipoAceito && !extensaoAceita) return `O arquivo "${arquivo.name}" não é PDF, PNG ou JPG.`;
  if (arquivo.size > LIMITES_ANEXO.maxBytes)
    return `O arquivo "${arquivo.name}" tem ${tamanhoLegivel(arquivo.size)} e passa do limite de ${
      LIMITES_ANEXO.maxBytes / MB
    } MB.`;
  if (arquivo.size === 0) return `O arquivo "${arquivo.name}" está vazio.`;
  return null;
}

function lerBase64(arquivo: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const leitor = new FileReader();
    leitor.onload = () => {
      const url = String(leitor.result ?? '');
      resolve(url.slice(url.indexOf(',') + 1));
    };
    leitor.onerror = () => reject(leitor.error ?? new Error('Falha ao ler o arquivo.'));
    leitor.readAsDataURL(arquivo);
  });
}

/** A picked file as SPEC §3's attachment record (base64 without the data-URL prefix). */
export async function anexoDoArquivo(arquivo: File, agora: Date = new Date()): Promise<Anexo> {
  return {
    base64: await lerBase64(arquivo),
    filename: arquivo.name,
    filesize: arquivo.size,
    filetype: arquivo.type || `application/${extensao(arquivo.name)}`,
    dthcriacao: agora.toISOString(),
  };
}
