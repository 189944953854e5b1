import { Directory, Filesystem } from '@capacitor/filesystem';
import { FileOpener } from '@capawesome-team/capacitor-file-opener';
import { MENSAGENS } from '@portal/core';
import { isNativa } from './plataforma.ts';

/** SPEC §7's payslip file name: contracheque_{timestamp}.pdf. */
export function nomeContracheque(agora: number = Date.now()): string {
  return `contracheque_${agora}.pdf`;
}

/** Base64 of a blob without the data-URL prefix, as Filesystem.writeFile expects. */
export async function blobParaBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binario = '';
  // Chunks keep String.fromCharCode under the engines' argument limit for multi-megabyte PDFs.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binario += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binario);
}

/**
 * SPEC §7 on Android and iOS: the payslip PDF is saved to Documents as contracheque_{timestamp}.pdf and opened
 * with the system viewer; resolves true. On the web it resolves false so the caller opens it in a tab
 * (src/lib/arquivos.ts). A native failure rejects with MENSAGENS.falhaAbrirArquivo for the caller's alert.
 */
export async function salvarContracheque(
  blob: Blob,
  filename: string = nomeContracheque(),
): Promise<boolean> {
  if (!isNativa()) return false;
  try {
    const { uri } = await Filesystem.writeFile({
      path: filename,
      data: await blobParaBase64(blob),
      directory: Directory.Documents,
      recursive: true,
    });
    await FileOpener.openFile({ path: uri, mimeType: 'application/pdf' });
    return true;
  } catch (erro) {
    console.error('Falha ao salvar ou abrir o contracheque.', erro);
    throw new Error(MENSAGENS.falhaAbrirArquivo, { cause: erro });
  }
}
