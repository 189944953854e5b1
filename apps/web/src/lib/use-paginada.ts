import type { ErroV4, Topico } from '@portal/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ListaV4 } from './api-client.ts';
import { ApiError, isErroV4, mensagemDeErro } from './api-client.ts';
import {
  geracaoDasListas,
  guardarLista,
  type ListaGuardada,
  lerListaGuardada,
  listaGuardadaJa,
} from './listas-guardadas.ts';
import { aoMudar } from './mudancas.ts';
import { useTentarDeNovo } from './use-tentar-de-novo.ts';

/** Whether two pages hold the same items, field for field (JSON: what the server sent and storage kept). */
function mesmosItens<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && JSON.stringify(a) === JSON.stringify(b);
}

/** The saved first page on screen because the refresh failed: when it was received, and whether offline. */
export interface ListaDesatualizada {
  em: number;
  semConexao: boolean;
}

export interface Paginada<T, R = ListaV4<T>> {
  itens: T[];
  /** The last first page received, with what the answer brings beside its items (a title, filter options). */
  primeira: R | null;
  total: number;
  carregando: boolean;
  erro: string | null;
  temMais: boolean;
  /** Set while the list shown is the saved one and the refresh did not arrive (offline reading). */
  desatualizada: ListaDesatualizada | null;
  /** Reloads from page 1 (pull to refresh, retry). */
  recarregar(): Promise<void>;
  /** Appends the next page (infinite scroll). */
  proxima(): Promise<void>;
  atualizarItem(predicado: (item: T) => boolean, mudar: (item: T) => T): void;
}

const NENHUM: readonly Topico[] = [];

/** Reads again whenever the server says one of `topicos` changed for this person (lib/mudancas.ts). */
function useReler(topicos: readonly Topico[], reler: () => unknown): void {
  const topicosRef = useRef(topicos);
  topicosRef.current = topicos;
  const quais = topicos.join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `quais` is the topics' value; the array is new each render.
  useEffect(() => {
    const parar = topicosRef.current.map((t) => aoMudar(t, () => void reler()));
    return () => {
      for (const p of parar) p();
    };
  }, [quais, reler]);
}

/** The list the saved copy stands for: its items and what its answer brought beside them (a title). */
function primeiraGuardada<R>(guardada: ListaGuardada<unknown> | null): R | null {
  return guardada?.resto ? ({ ...guardada.resto, itens: guardada.itens, total: guardada.total } as R) : null;
}

/**
 * A V4 list read page by page; `chave` changes (e.g. the system parameters) start again from page 1. With
 * `guardarComo` (a key of listas-guardadas.ts: person + context + operation + parameters) it is
 * stale-while-revalidate: the last first page received is shown at once and replaced by the answer; when the
 * answer fails, it stays, marked as not refreshed (`desatualizada`). A first page that did not arrive (no
 * connection, a server error) is asked for again when the connection returns, when the page is shown again and
 * on a backoff while it is visible. When the server announces a change of one of `topicos` (a payment, a top-up,
 * a sign-up), it reads again from page 1.
 */
export function usePaginada<R extends ListaV4<unknown>>(
  buscar: (pagina: number) => Promise<R | ErroV4>,
  chave: string,
  guardarComo: string | null = null,
  topicos: readonly Topico[] = NENHUM,
): Paginada<R['itens'][number], R> {
  type T = R['itens'][number];
  const [primeira, setPrimeira] = useState<R | null>(() => primeiraGuardada<R>(listaGuardadaJa(guardarComo)));
  const [itens, setItens] = useState<T[]>(() => listaGuardadaJa<T>(guardarComo)?.itens ?? []);
  const [total, setTotal] = useState(() => listaGuardadaJa<T>(guardarComo)?.total ?? 0);
  const [carregando, setCarregando] = useState(true);
  const [erro, setErro] = useState<string | null>(null);
  const [desatualizada, setDesatualizada] = useState<ListaDesatualizada | null>(null);
  /** First pages that did not arrive in a row, and whether to ask again by itself (not for a server's refusal). */
  const [falhas, setFalhas] = useState({ seguidas: 0, tentarDeNovo: false });
  const pagina = useRef(0);
  const geracao = useRef(0);
  /** The saved page on screen in this generation, until the network answers. */
  const guardadaNaTela = useRef<ListaGuardada<T> | null>(null);
  /** Whose list is on screen: another person's, context's or read's is never left there. */
  const chaveNaTela = useRef(guardarComo);

  const mostrarGuardada = useCallback((guardada: ListaGuardada<T>) => {
    guardadaNaTela.current = guardada;
    setItens(guardada.itens);
    setTotal(guardada.total);
    setPrimeira((atual) => primeiraGuardada<R>(guardada) ?? atual);
    pagina.current = 1;
  }, []);

  const carregar = useCallback(
    async (numero: number) => {
      const minha = geracao.current;
      const geracaoListas = geracaoDasListas();
      setCarregando(true);
      try {
        const resposta = await buscar(numero);
        if (minha !== geracao.current) return;
        if (isErroV4(resposta)) throw new ApiError(400, resposta.mensagem);
        const lista: T[] = Array.isArray(resposta?.itens) ? resposta.itens : [];
        const totalLista = typeof resposta?.total === 'number' ? resposta.total : lista.length;
        // A first page equal to the one on screen (the saved one, usually) keeps its objects: memoised rows skip
        // rendering it again.
        setItens((atuais) =>
          numero === 1 ? (mesmosItens(atuais, lista) ? atuais : lista) : [...atuais, ...lista],
        );
        setTotal(totalLista);
        pagina.current = numero;
        setErro(null);
        if (numero === 1) {
          setPrimeira(resposta);
          guardadaNaTela.current = null;
          setDesatualizada(null);
          setFalhas({ seguidas: 0, tentarDeNovo: false });
          const { itens: _itens, ...resto } = resposta as R & Record<string, unknown>;
          void guardarLista(guardarComo, { itens: lista, total: totalLista, resto }, geracaoListas);
        }
      } catch (e) {
        if (minha !== geracao.current) return;
        // After a reload the saved copy may still be on its way from IndexedDB when the request fails at once.
        const guardada =
          numero === 1 ? (guardadaNaTela.current ?? (await lerListaGuardada<T>(guardarComo))) : null;
        if (minha !== geracao.current) return;
        if (guardada) {
          mostrarGuardada(guardada);
          setDesatualizada({ em: guardada.em, semConexao: e instanceof ApiError && e.codstatus === 0 });
          setErro(null);
        } else {
          setErro(mensagemDeErro(e));
        }
        // A refusal (a 400's message) would only be refused again; no connection or a server error may pass.
        const recusada = e instanceof ApiError && e.codstatus === 400;
        if (numero === 1) setFalhas((f) => ({ seguidas: f.seguidas + 1, tentarDeNovo: !recusada }));
      } finally {
        if (minha === geracao.current) setCarregando(false);
      }
    },
    [buscar, guardarComo, mostrarGuardada],
  );

  const recarregar = useCallback(async () => {
    geracao.current += 1;
    const minha = geracao.current;
    guardadaNaTela.current = null;
    if (chaveNaTela.current !== guardarComo) {
      // Another person, context or read: what was on screen is not this one's, not even while it loads.
      chaveNaTela.current = guardarComo;
      pagina.current = 0;
      setItens([]);
      setTotal(0);
      setPrimeira(null);
      setErro(null);
      setDesatualizada(null);
      setFalhas({ seguidas: 0, tentarDeNovo: false });
    }
    const ja = listaGuardadaJa<T>(guardarComo);
    if (ja) mostrarGuardada(ja);
    else if (guardarComo) {
      // Read beside the request, never before it: whichever arrives first is painted.
      void lerListaGuardada<T>(guardarComo).then((lida) => {
        if (lida && minha === geracao.current && pagina.current === 0) mostrarGuardada(lida);
      });
    }
    await carregar(1);
  }, [carregar, guardarComo, mostrarGuardada]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `chave` is the reason to start over.
  useEffect(() => {
    pagina.current = 0;
    void recarregar();
  }, [recarregar, chave]);
  useReler(topicos, recarregar);
  const tentarDeNovo = useCallback(() => void recarregar(), [recarregar]);
  useTentarDeNovo(falhas.tentarDeNovo, Math.max(0, falhas.seguidas - 1), tentarDeNovo);

  return {
    itens,
    primeira,
    total,
    carregando,
    erro,
    temMais: itens.length < total,
    desatualizada,
    recarregar,
    proxima: () => carregar(pagina.current + 1),
    atualizarItem: (predicado, mudar) =>
      setItens((atuais) => atuais.map((i) => (predicado(i) ? mudar(i) : i))),
  };
}

/** One answer of a page (a record, a document, a balance) and its states. */
export interface Carregamento<T> {
  dados: T | null;
  carregando: boolean;
  erro: string | null;
  /** Set while the answer shown is the saved one and the refresh did not arrive (offline reading). */
  desatualizada: ListaDesatualizada | null;
  recarregar: () => void;
}

/**
 * One answer read the way lists are: a one-item list of usePaginada, so a record has the same newest-answer-wins
 * rule, the same failure text (a 400's message) and the same refresh. Runs `carregar` whenever `chave` changes;
 * the answer of another `chave` is never shown as this one's; again when one of `topicos` changes. With
 * `guardarComo` the last answer is kept and shown at once, and offline, as a list's first page is.
 */
export function useCarregar<T>(
  carregar: () => Promise<T | ErroV4>,
  chave: string,
  topicos: readonly Topico[] = NENHUM,
  guardarComo: string | null = null,
): Carregamento<T> {
  const carregarRef = useRef(carregar);
  carregarRef.current = carregar;
  const chaveRef = useRef(chave);
  chaveRef.current = chave;
  const buscar = useCallback(async (): Promise<ListaV4<{ chave: string; valor: T }> | ErroV4> => {
    const deChave = chaveRef.current;
    const resposta = await carregarRef.current();
    if (isErroV4(resposta)) return resposta;
    return { itens: [{ chave: deChave, valor: resposta }], total: 1, pagina: 1, tamanhoPagina: 1 };
  }, []);
  const { itens, carregando, erro, desatualizada, recarregar } = usePaginada(
    buscar,
    chave,
    guardarComo,
    topicos,
  );
  const item = itens[0];
  return {
    dados: item?.chave === chave ? item.valor : null,
    carregando,
    erro,
    desatualizada,
    recarregar: useCallback(() => void recarregar(), [recarregar]),
  };
}
