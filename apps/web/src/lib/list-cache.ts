import { STORAGE_KEYS } from '@portal/core';

type Listas = Record<string, unknown[]>;
type Carregados = Record<string, boolean>;

function lerSessao<T extends object>(chave: string): T {
  try {
    const texto = globalThis.sessionStorage?.getItem(chave);
    const valor = texto ? (JSON.parse(texto) as unknown) : null;
    return (valor && typeof valor === 'object' ? valor : {}) as T;
  } catch {
    return {} as T;
  }
}

function gravarSessao(chave: string, valor: object): void {
  try {
    globalThis.sessionStorage?.setItem(chave, JSON.stringify(valor));
  } catch (erro) {
    console.error('Falha ao gravar o cache de listas.', erro);
  }
}

/**
 * SPEC §4's list cache: per key "loaded" or "not loaded", mirrored to session storage under listasCache and
 * carregadoCache. Only a fetch that returns data marks a key loaded; an empty answer or a failure leaves an
 * empty list and the key not loaded, so the next request retries.
 */
export function createListCache() {
  let listas: Listas = lerSessao<Listas>(STORAGE_KEYS.listasCache);
  let carregados: Carregados = lerSessao<Carregados>(STORAGE_KEYS.carregadoCache);
  const emVoo = new Map<string, Promise<unknown[]>>();

  function persistir(): void {
    gravarSessao(STORAGE_KEYS.listasCache, listas);
    gravarSessao(STORAGE_KEYS.carregadoCache, carregados);
  }

  async function buscar<T>(key: string, fetcher: () => Promise<T[] | null | undefined>): Promise<T[]> {
    try {
      const lista = await fetcher();
      const comDados = Array.isArray(lista) && lista.length > 0;
      listas = { ...listas, [key]: comDados ? lista : [] };
      carregados = { ...carregados, [key]: comDados };
      if (!comDados) console.warn(`Lista "${key}" vazia.`);
    } catch (erro) {
      console.error(`Falha ao carregar a lista "${key}".`, erro);
      listas = { ...listas, [key]: [] };
      carregados = { ...carregados, [key]: false };
    }
    persistir();
    return listas[key] as T[];
  }

  return {
    /** The cached list when the key is loaded, else fetches it (one fetch per key at a time). */
    get<T>(key: string, fetcher: () => Promise<T[] | null | undefined>): Promise<T[]> {
      if (carregados[key]) return Promise.resolve((listas[key] ?? []) as T[]);
      const voo = emVoo.get(key);
      if (voo) return voo as Promise<T[]>;
      const novo = buscar(key, fetcher).finally(() => emVoo.delete(key));
      emVoo.set(key, novo);
      return novo;
    },
    isLoaded(key: string): boolean {
      return carregados[key] === true;
    },
    peek<T>(key: string): T[] | undefined {
      return listas[key] as T[] | undefined;
    },
    /** Forgets one key so the next get fetches again. */
    invalidate(key: string): void {
      carregados = { ...carregados, [key]: false };
      persistir();
    },
    /** SPEC §4: clears both maps in memory only; session storage is left as it is. */
    reset(): void {
      listas = {};
      carregados = {};
      emVoo.clear();
    },
  };
}

export type ListCache = ReturnType<typeof createListCache>;

export const listCache: ListCache = createListCache();
