import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { feedCalendario } from '../db/schema/index.ts';

/**
 * The private calendar feed's tokens (issue 31): 32 random bytes in base64url, the secret of the address; the
 * database keeps only their SHA-256, so neither a copy of it nor its logs hold an address that works, and the
 * address is looked up by the hash (an index lookup that learns nothing of the token from its timing).
 */
export function hashDoToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A token as the route's path carries it: base64url of 32 bytes (43 characters). */
export const TOKEN_FEED = /^[A-Za-z0-9_-]{43}$/;

/** The address of a feed token, on the host the app was served from. */
export function urlDoFeed(host: string | undefined, token: string): string {
  const local = !host || /^(localhost|127\.|\[::1\])/.test(host);
  return `${local ? 'http' : 'https'}://${host ?? 'localhost'}/api/calendario/${token}.ics`;
}

/** Whether the person has a live address. */
export async function temFeedVivo(db: Executor, codpessoa: number): Promise<boolean> {
  const [vivo] = await db
    .select({ codfeed: feedCalendario.codfeed })
    .from(feedCalendario)
    .where(and(eq(feedCalendario.codpessoa, codpessoa), isNull(feedCalendario.revogadoEm)));
  return vivo !== undefined;
}

/** Revokes the person's live address, if any. */
export async function revogarFeed(db: Executor, codpessoa: number, agora: Date): Promise<void> {
  await db
    .update(feedCalendario)
    .set({ revogadoEm: agora })
    .where(and(eq(feedCalendario.codpessoa, codpessoa), isNull(feedCalendario.revogadoEm)));
}

/**
 * A new live address for the person, or null when another one is live (a concurrent creation that got there
 * first: `feed_calendario_vivo` lets one stand). Returns the token, never stored.
 */
export async function criarFeed(db: Executor, codpessoa: number, agora: Date): Promise<string | null> {
  const token = randomBytes(32).toString('base64url');
  const criado = await db
    .insert(feedCalendario)
    .values({ codpessoa, hashToken: hashDoToken(token), criadoEm: agora })
    .onConflictDoNothing()
    .returning({ codfeed: feedCalendario.codfeed });
  return criado.length > 0 ? token : null;
}

/** The person whose live address this token is, or null (unknown or revoked). */
export async function donoDoFeed(db: Executor, token: string): Promise<number | null> {
  if (!TOKEN_FEED.test(token)) return null;
  const [linha] = await db
    .select({ codpessoa: feedCalendario.codpessoa })
    .from(feedCalendario)
    .where(and(eq(feedCalendario.hashToken, hashDoToken(token)), isNull(feedCalendario.revogadoEm)));
  return linha?.codpessoa ?? null;
}
