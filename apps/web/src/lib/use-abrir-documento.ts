import { MENSAGENS } from '@portal/core';
import { useCallback } from 'react';
import { useFeedback } from '../ui/feedback.tsx';
import { ApiError, fetchDocumento } from './api-client.ts';
import { abrirArquivo } from './arquivos.ts';

/**
 * Fetches a V3 document (the client shows the loader) and hands its bytes to `entregar`. SPEC §8: an empty
 * document → 'Aviso' / MENSAGENS.nenhumDado; any other failure → 'Erro' / MENSAGENS.falhaBuscarDocumento.
 * Resolves true when the bytes were delivered.
 */
export function useBuscarDocumento() {
  const { alert } = useFeedback();
  return useCallback(
    async (
      doc: string,
      params: readonly (string | number)[],
      entregar: (blob: Blob) => void | Promise<void>,
    ): Promise<boolean> => {
      let blob: Blob;
      try {
        blob = await fetchDocumento(doc, params);
      } catch (erro) {
        const vazio = erro instanceof ApiError && erro.mensagem === MENSAGENS.nenhumDado;
        await alert(
          vazio
            ? { header: MENSAGENS.tituloAviso, message: MENSAGENS.nenhumDado }
            : { header: MENSAGENS.tituloErroDocumento, message: MENSAGENS.falhaBuscarDocumento },
        );
        return false;
      }
      await entregar(blob);
      return true;
    },
    [alert],
  );
}

/** Opens a record's V3 attachment the SPEC §7 way (new tab for pdf/images, download for the rest). */
export function useAbrirAnexo() {
  const buscar = useBuscarDocumento();
  const avisar = useAvisoArquivo();
  return useCallback(
    (anexo: { doc: string; params: readonly (string | number)[]; filename: string; filetype: string }) =>
      buscar(anexo.doc, anexo.params, (blob) => {
        abrirArquivo(blob, anexo.filename, anexo.filetype, avisar);
      }),
    [buscar, avisar],
  );
}

/** How abrirArquivo reports a blocked pop-up or a failure: the app's alert instead of the browser's. */
export function useAvisoArquivo() {
  const { alert } = useFeedback();
  return useCallback(
    (mensagem: string) => void alert({ header: MENSAGENS.tituloAviso, message: mensagem }),
    [alert],
  );
}
