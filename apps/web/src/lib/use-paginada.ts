import { useCallback, useEffect, useRef, useState } from 'react';
import type { ListaV4 } from './api-client.ts';
import { ApiError, isErroV4, mensagemDeErro } from './api-client.ts';

export const TAMANHO_PAGINA = 20;

export interface Paginada<T> {
  itens: T[];
  total: number;
  carregando: boolean;
  erro: string | null;
  temMais: boolean;
  /** Reloads from page 1 (pull to refresh, retry). */
  recarregar(): Promise<void>;
  /** Appends the next page (infinite scroll). */
  proxima(): Promise<void>;
  atualizarItem(predicado: (item: T) => boolean, mudar: (item: T) => T): void;
}

/** A V4 list read page by page; `chave` changes (e.g. the system parameters) start again from page 1. */
export function usePaginada<T>(buscar: (pagina: number) => Promise<ListaV4<T>>, chave: string): Paginada<T> {
  const [itens, setItens] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [carregando, setCarregando] = useState(true);
  const [erro, setErro] = useState<string | null>(null);
  const pagina = useRef(0);
  const geracao = useRef(0);

  const carregar = useCallback(
    async (numero: number) => {
      const minha = geracao.current;
      setCarregando(true);
      try {
        const resposta = await buscar(numero);
        if (minha !== geracao.current) return;
        if (isErroV4(resposta)) throw new ApiError(400, resposta.mensagem);
        const lista = Array.isArray(resposta?.itens) ? resposta.itens : [];
        setItens((atuais) => (numero === 1 ? lista : [...atuais, ...lista]));
        setTotal(typeof resposta?.total === 'number' ? resposta.total : lista.length);
        pagina.current = numero;
        setErro(null);
      } catch (e) {
        if (minha !== geracao.current) return;
        setErro(mensagemDeErro(e));
      } finally {
        if (minha === geracao.current) setCarregando(false);
      }
    },
    [buscar],
  );

  const recarregar = useCallback(async () => {
    geracao.current += 1;
    await carregar(1);
  }, [carregar]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `chave` is the reason to start over.
  useEffect(() => {
    void recarregar();
  }, [recarregar, chave]);

  return {
    itens,
    total,
    carregando,
    erro,
    temMais: itens.length < total,
    recarregar,
    proxima: () => carregar(pagina.current + 1),
    atualizarItem: (predicado, mudar) =>
      setItens((atuais) => atuais.map((i) => (predicado(i) ? mudar(i) : i))),
  };
}
