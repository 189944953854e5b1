import type { Topico } from '@portal/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { enviada } from '../db/enviada.ts';

/**
 * The one channel on which every write announces what it changed and for whom. The read cache
 * (http/cache-leituras.ts) and the streams of changes (mudancas/fluxos.ts) of every process hear the same NOTIFY,
 * at commit, on PostgreSQL and on PGlite alike (db/avisos.ts); a rolled-back write announces nothing.
 */
export const CANAL_MUDANCAS = 'portal_mudancas';

/** The people a change concerns, by codpessoa; 'todos' for data everyone sees (public documents, the guide). */
export type Destino = readonly number[] | 'todos';

/** The NOTIFY's payload: short keys, since PostgreSQL caps a payload at 8000 bytes. */
export interface Anuncio {
  t: Topico[];
  /** null: everyone. */
  p: number[] | null;
}

type Ouvinte = (anuncio: Anuncio) => void;
const ouvintes = new Set<Ouvinte>();

/**
 * Hears every announcement of this process as it is made, inside its transaction, before it commits: the read
 * cache forgets what a write is about to change before the write can be read (its NOTIFY, at commit, comes a
 * moment later). Returns the function that stops hearing.
 */
export function ouvirAnunciosDoProcesso(ouvinte: Ouvinte): () => void {
  ouvintes.add(ouvinte);
  return () => ouvintes.delete(ouvinte);
}

/** People per NOTIFY: 500 codes of up to 11 characters stay well under the 8000-byte payload. */
const POR_ANUNCIO = 500;

/**
 * Announces, with the executor of the write (its transaction), that `topicos` changed for `pessoas`. PostgreSQL
 * sends it when that transaction commits, to every process LISTENing.
 */
export function anunciar(db: Executor, topicos: readonly Topico[], pessoas: Destino): Promise<void> {
  if (topicos.length === 0) return Promise.resolve();
  const t = [...new Set(topicos)];
  const todas = pessoas === 'todos' ? null : [...new Set(pessoas)];
  const anuncios: Anuncio[] = [];
  if (todas === null) anuncios.push({ t, p: null });
  else
    for (let i = 0; i < todas.length; i += POR_ANUNCIO)
      anuncios.push({ t, p: todas.slice(i, i + POR_ANUNCIO) });
  // Every NOTIFY is sent now, in order, before this returns: an idempotent write's announcement goes with its
  // COMMIT, in the same round trip (idempotency/idempotencia.ts).
  return Promise.all(anuncios.map((anuncio) => notificar(db, anuncio))).then(() => {});
}

function notificar(db: Executor, anuncio: Anuncio): Promise<unknown> {
  for (const ouvinte of ouvintes) ouvinte(anuncio);
  return enviada(db.execute(sql`SELECT pg_notify(${CANAL_MUDANCAS}, ${JSON.stringify(anuncio)})`));
}

/** A payload heard on the channel, or null when it is not one (a hand-written NOTIFY). */
export function lerAnuncio(payload: string): Anuncio | null {
  try {
    const valor = JSON.parse(payload) as Partial<Anuncio>;
    if (!Array.isArray(valor.t)) return null;
    const p = Array.isArray(valor.p) ? valor.p.filter((n) => Number.isSafeInteger(n)) : null;
    return { t: valor.t, p };
  } catch {
    return null;
  }
}
