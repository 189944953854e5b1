import type { Usuario } from '@portal/core';
import { storage } from './storage.ts';

/**
 * The first page of a list (or a record, as a one-item list) as last received, and when (epoch ms), so the page
 * can paint it before the network and keep it readable offline. `resto` is what the answer brought beside its
 * items (a list's title, filter options).
 */
export interface ListaGuardada<T> {
  itens: T[];
  total: number;
  em: number;
  resto?: Record<string, unknown>;
}

const PREFIXO = 'listaGuardada:';
/** Which saved keys exist, oldest first, and when each was saved: the bound's bookkeeping, cleared with them at logout. */
const CHAVE_INDICE = `${PREFIXO}#indice`;
/**
 * At most this many lists and records are kept on the device (all people and contexts together; logout empties
 * it anyway): the oldest saved goes first. A first page is 20 items or one record, a few KB, so ~100 KB–1 MB.
 */
export const MAXIMO_GUARDADAS = 60;

const memoria = new Map<string, ListaGuardada<unknown>>();
/** Bumped by every logout: a read or a refresh that started before it never puts a list back. */
let limpezas = 0;
/** Writes and the logout's sweep run one after another, so the index never loses an entry to a race. */
let fila: Promise<void> = Promise.resolve();

/** Runs `tarefa` after every write and sweep before it; a failure is reported and never stops the next ones. */
function enfileirar(tarefa: () => Promise<void>): Promise<void> {
  fila = fila
    .then(tarefa)
    .catch((erro: unknown) => console.warn('Lista não guardada para leitura offline.', erro));
  return fila;
}

/** Taken before a request; `guardarLista` ignores answers that started before a logout. */
export function geracaoDasListas(): number {
  return limpezas;
}

/**
 * The storage key of one list for one person in one context (SPEC §3's paramsSistema): another person, or the
 * same person in another school year or building, never reads it. Null when the session names no person.
 * `nome` names the operation and its parameters (see `nomeDaLeitura`).
 */
export function chaveDaLista(
  nome: string,
  sessao: { usuario: Pick<Usuario, 'codpessoa' | 'cpf'> | null; paramsSistema: string },
): string | null {
  const pessoa = sessao.usuario?.codpessoa || sessao.usuario?.cpf;
  return pessoa ? `${PREFIXO}${nome}:${pessoa}:${sessao.paramsSistema}` : null;
}

/**
 * The name of one read: the operation and its parameters, each escaped, so no parameter can end the name early
 * and make two reads share a key (`cobranca/escola/12`).
 */
export function nomeDaLeitura(operacao: string, ...parametros: readonly (string | number)[]): string {
  return [operacao, ...parametros].map((p) => encodeURIComponent(String(p))).join('/');
}

/** What this run already read or saved under `chave`, without waiting (the first render paints it). */
export function listaGuardadaJa<T>(chave: string | null): ListaGuardada<T> | null {
  return chave ? ((memoria.get(chave) as ListaGuardada<T> | undefined) ?? null) : null;
}

/** Reads the saved list (IndexedDB on the web); start-up calls it before React renders. */
export async function lerListaGuardada<T>(chave: string | null): Promise<ListaGuardada<T> | null> {
  if (!chave) return null;
  const ja = listaGuardadaJa<T>(chave);
  if (ja) return ja;
  const geracao = limpezas;
  const lida = await storage.get<ListaGuardada<T>>(chave);
  if (!lida || !Array.isArray(lida.itens) || typeof lida.em !== 'number' || geracao !== limpezas) return null;
  memoria.set(chave, lida);
  return lida;
}

/** Records `chave` as saved at `em` and removes the oldest beyond MAXIMO_GUARDADAS. */
async function anotarNoIndice(chave: string, em: number, geracao: number): Promise<void> {
  const lido = await storage.get<Record<string, number>>(CHAVE_INDICE);
  const indice: Record<string, number> = lido && typeof lido === 'object' ? { ...lido } : {};
  // Keys in the order saved (structured clone keeps string keys' order): the one saved now goes last.
  delete indice[chave];
  indice[chave] = em;
  const todas = Object.keys(indice);
  const velhas = todas.slice(0, Math.max(0, todas.length - MAXIMO_GUARDADAS));
  for (const velha of velhas) {
    delete indice[velha];
    memoria.delete(velha);
  }
  if (geracao !== limpezas) return;
  await Promise.all(velhas.map((velha) => storage.remove(velha)));
  await storage.set(CHAVE_INDICE, indice);
}

export function guardarLista<T>(
  chave: string | null,
  lista: Omit<ListaGuardada<T>, 'em'>,
  geracao: number,
): Promise<void> {
  if (!chave || geracao !== limpezas) return Promise.resolve();
  const guardada: ListaGuardada<T> = { ...lista, em: Date.now() };
  memoria.set(chave, guardada);
  return enfileirar(async () => {
    if (geracao !== limpezas) return;
    await storage.set(chave, guardada);
    await anotarNoIndice(chave, guardada.em, geracao);
  });
}

/** Logout (SPEC §4 clears the person's state): every saved list, in memory and in storage, and their index. */
export function limparListasGuardadas(): Promise<void> {
  limpezas += 1;
  memoria.clear();
  return enfileirar(async () => {
    const chaves = await storage.keys().catch(() => [] as string[]);
    await Promise.all(chaves.filter((c) => c.startsWith(PREFIXO)).map((c) => storage.remove(c)));
  });
}
