import type { ErroV4 } from '@portal/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isErroV4, mensagemDeErro } from './api-client.ts';

export type Carregamento<T> = {
  dados: T | null;
  carregando: boolean;
  erro: string | null;
  recarregar: () => void;
};

/**
 * Runs `carregar` whenever `chave` changes and keeps only the newest answer, so a slow response to an old
 * search never overwrites the current one. A 400 answer (resolved as `{ mensagem }`) counts as a failure.
 */
export function useCarregar<T>(carregar: () => Promise<T | ErroV4>, chave: string): Carregamento<T> {
  const [dados, setDados] = useState<T | null>(null);
  const [carregando, setCarregando] = useState(true);
  const [erro, setErro] = useState<string | null>(null);
  const [rodada, setRodada] = useState(0);
  const atual = useRef(0);
  const carregarRef = useRef(carregar);
  carregarRef.current = carregar;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `chave` and `rodada` are the triggers by design.
  useEffect(() => {
    const id = ++atual.current;
    setCarregando(true);
    setErro(null);
    carregarRef.current().then(
      (resposta) => {
        if (id !== atual.current) return;
        if (isErroV4(resposta)) {
          setErro(resposta.mensagem);
          setDados(null);
        } else setDados(resposta);
        setCarregando(false);
      },
      (falha: unknown) => {
        if (id !== atual.current) return;
        setErro(mensagemDeErro(falha));
        setCarregando(false);
      },
    );
  }, [chave, rodada]);

  const recarregar = useCallback(() => setRodada((r) => r + 1), []);
  return { dados, carregando, erro, recarregar };
}
