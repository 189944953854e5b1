import type { Usuario } from '@portal/core';
import { storage } from './storage.ts';

/** The first page of a list as last received, and when (epoch ms), so the page can paint it before the network. */
export interface ListaGuardada<T> {
  itens: T[];
  total: number;
  em: number;
}

const PREFIXO = 'listaGuardada:';
const memoria = new Map<string, ListaGuardada<unknown>>();
/** Bumped by every logout: a read or a refresh that started before it never puts a list back. */
let limpezas = 0;

/** Taken before a request; `guardarLista` ignores answers that started before a logout. */
export function geracaoDasListas(): number {
  return limpezas;
}

/**
 * The storage key of one list for one person in one context (SPEC §3's paramsSistema): another person, or the
 * same person in another school year or building, never reads it. Null when the session names no person.
 */
export function chaveDaLista(
  nome: string,
  sessao: { usuario: Pick<Usuario, 'codpessoa' | 'cpf'> | null; paramsSistema: string },
): string | null {
  const pessoa = sessao.usuario?.codpessoa || sessao.usuario?.cpf;
  return pessoa ? `${PREFIXO}${nome}:${pessoa}:${sessao.paramsSistema}` : null;
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

export async function guardarLista<T>(
  chave: string | null,
  lista: Omit<ListaGuardada<T>, 'em'>,
  geracao: number,
): Promise<void> {
  if (!chave || geracao !== limpezas) return;
  const guardada: ListaGuardada<T> = { itens: lista.itens, total: lista.total, em: Date.now() };
  memoria.set(chave, guardada);
  try {
    await storage.set(chave, guardada);
  } catch (erro) {
    console.warn('Lista não guardada para leitura offline.', erro);
  }
}

/** Logout (SPEC §4 clears the person's state): every saved list, in memory and in storage. */
export async function limparListasGuardadas(): Promise<void> {
  limpezas += 1;
  memoria.clear();
  const chaves = await storage.keys().catch(() => [] as string[]);
  await Promise.all(chaves.filter((c) => c.startsWith(PREFIXO)).map((c) => storage.remove(c)));
}

/** The HH:MM of "atualizado às HH:MM" (24 h, the device's clock and time zone). */
export function horaDaLista(em: number): string {
  return new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' }).format(em);
}
