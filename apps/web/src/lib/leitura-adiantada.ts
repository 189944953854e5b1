import type { chaveDaLista } from './listas-guardadas.ts';

/**
 * Reads asked for at start-up, before the shell and the page's code arrive (app/adiantar-rota.ts), and taken by
 * the page's first read. Opening a page straight from its URL was a waterfall: the entry, then the shell, then the
 * page's lazy chunk, and only when that rendered did its read leave (issues 31 and 32: the boletim's grid, its
 * largest paint, waited for the three in a row). Keyed like the saved lists (person + context + read), so an
 * answer is never another person's or context's.
 */

/** An answer asked for ahead of its page is used only while this fresh. */
const VALIDADE_MS = 30_000;

const adiantadas = new Map<string, { em: number; resposta: Promise<unknown> }>();

/** Asks now; the first `tomarLeituraAdiantada(chave)` within VALIDADE_MS gets this answer. */
export function adiantarLeitura(chave: string | null, pedir: () => Promise<unknown>): void {
  if (!chave) return;
  const resposta = pedir();
  // Nobody may take it (the person leaves first): a failure here is not an unhandled rejection.
  resposta.catch(() => {});
  adiantadas.set(chave, { em: Date.now(), resposta });
}

/**
 * The answer asked for ahead under `chave`, once (a later read asks the server again); null when none was asked
 * for, it was already taken, or it is stale.
 */
export function tomarLeituraAdiantada<T>(chave: string | null): Promise<T> | null {
  const pronta = chave ? adiantadas.get(chave) : undefined;
  if (!chave || !pronta) return null;
  adiantadas.delete(chave);
  return Date.now() - pronta.em < VALIDADE_MS ? (pronta.resposta as Promise<T>) : null;
}

/** Who is opening the page: what the saved-list keys are made of. */
export type SessaoAdiantada = Parameters<typeof chaveDaLista>[1];

/**
 * A module's pages that start-up paints before the shell when the app opens on them (its `adiantar.ts`), by the
 * route's full path (without the leading slash): asks for the page's first read and paints a sketch of the page
 * from it in `raiz` (null: not before the biometric lock). Resolves when the shell may start loading: the sketch is
 * on screen, or there will be none.
 */
export type AdiantarRotas = Readonly<
  Record<string, (sessao: SessaoAdiantada, raiz: Promise<HTMLElement | null>) => Promise<void>>
>;
