import { useCallback, useRef } from 'react';
import { novaChave } from './api-client.ts';

/**
 * One submission at a time per `alvo`, each with its own Idempotency-Key: a second tap while the first request
 * runs is ignored here, and if it ever reached the server with the same key the API would replay the first
 * answer instead of acting twice. A failed attempt keeps its key for a retry of the same payload, so a lost
 * answer can never turn into a second registration; a different payload gets a new key.
 */
export function useEnvioUnico() {
  const emAndamento = useRef(new Set<string>());
  const chaves = useRef(new Map<string, { chave: string; carga: string }>());

  return useCallback(
    async <T>(
      alvo: string,
      carga: unknown,
      enviar: (idempotencyKey: string) => Promise<T>,
    ): Promise<{ enviado: true; resposta: T } | { enviado: false }> => {
      if (emAndamento.current.has(alvo)) return { enviado: false };
      emAndamento.current.add(alvo);
      const cargaJson = JSON.stringify(carga ?? null);
      const anterior = chaves.current.get(alvo);
      const chave = anterior && anterior.carga === cargaJson ? anterior.chave : novaChave();
      chaves.current.set(alvo, { chave, carga: cargaJson });
      try {
        return { enviado: true, resposta: await enviar(chave) };
      } finally {
        emAndamento.current.delete(alvo);
      }
    },
    [],
  );
}
