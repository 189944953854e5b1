import type { Topico } from '@portal/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { enviada } from '../db/enviada.ts';
import { sqlPreparada } from '../db/preparada.ts';

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

/** Transactions whose announcements wait for their closing statement (an idempotent write's answer). */
const adiados = new WeakMap<object, string[]>();

/**
 * From now on the announcements made in `tx` are kept, not sent: its closing statement sends them all with the
 * key's answer (idempotency/idempotencia.ts), one statement where there were several. They still reach this
 * process's listeners as they are made. Returns the payloads kept so far.
 */
export function adiarAnuncios(tx: Executor): () => readonly string[] {
  const payloads: string[] = [];
  adiados.set(tx, payloads);
  return () => payloads;
}

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
  const payloads = anuncios.map((anuncio) => {
    for (const ouvinte of ouvintes) ouvinte(anuncio);
    return JSON.stringify(anuncio);
  });
  const adiado = adiados.get(db);
  if (adiado) {
    adiado.push(...payloads);
    return Promise.resolve();
  }
  // Sent now, before this returns: statements sent after it follow it in the same round trip (db/enviada.ts).
  const forma = payloads.length === 1 ? 'anunciar_1' : 'anunciar_n';
  return enviada(
    sqlPreparada(db, forma, () => notificacoesMarcadas(payloads.length)).execute(
      valoresDasNotificacoes(payloads),
    ),
  ).then(() => {});
}

/**
 * One SELECT that NOTIFYs `quantos` payloads, in order, on the channel (at the commit of its transaction), with
 * placeholders for them (db/preparada.ts): one statement for one payload, another for several. Given `por`, the
 * name of a WITH query of the same statement, they are sent once per row of it: none when it has none.
 */
export function notificacoesMarcadas(quantos: number, por?: string): SQL {
  const de = por ? sql`${sql.identifier(por)}` : undefined;
  return quantos === 1
    ? sql`SELECT pg_notify(${CANAL_MUDANCAS}, ${sql.placeholder('aviso')})${de ? sql` FROM ${de}` : sql``}`
    : sql`SELECT pg_notify(${CANAL_MUDANCAS}, p) FROM ${de ? sql`${de}, ` : sql``}json_array_elements_text(${sql.placeholder('avisos')}::json) AS p`;
}

/** The values of `notificacoesMarcadas(payloads.length)`'s placeholders. */
export function valoresDasNotificacoes(payloads: readonly string[]): Record<string, unknown> {
  if (payloads.length === 0) return {};
  return payloads.length === 1 ? { aviso: payloads[0] } : { avisos: JSON.stringify(payloads) };
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
