import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Avisos } from '../db/avisos.ts';
import type { Database, Executor } from '../db/database.ts';
import { rowsOf } from '../db/rows.ts';
import { sessao } from '../db/schema/index.ts';

/** The PostgreSQL channel on which a revoked session's id is announced to every API process. */
export const CANAL_SESSOES = 'portal_sessao_revogada';

/** Where a session was opened, as the person will see it in their list of sessions. */
export interface OrigemSessao {
  ip: string;
  agente: string | null;
  plataforma: string | null;
}

/** One session (of this person, when named), or all of a person's but the one kept. */
export type Alvo = { sid: string; codpessoa?: number } | { codpessoa: number; exceto?: string };

/**
 * Server-side sessions. A login opens one (a row) and its tokens carry the id; logout revokes it. Whether a
 * token's session is revoked is answered from memory on every request, never by a query: this process learns
 * revocations from its own writes and, on PostgreSQL, from the others' through LISTEN/NOTIFY, re-reading the
 * recent ones after each reconnection. A revoked id is remembered for one token lifetime, after which every
 * token of that session has expired anyway (a revoked session is never renewed).
 */
export class Sessoes {
  /** Revoked session id → when (ms). */
  private readonly revogadas = new Map<string, number>();
  /** Told of each revocation as this process learns it (the streams of changes close that session's). */
  private readonly ouvintes = new Set<(sid: string) => void>();

  constructor(
    private readonly database: Database,
    private readonly ttlMs: number,
    private readonly now: () => Date,
    avisos: Avisos,
  ) {
    avisos.assinar(CANAL_SESSOES, {
      aoNotificar: (sid) => this.revogar(sid, this.now().getTime()),
      aoConectar: () => this.carregarRecentes(),
    });
  }

  readonly revogada = (sid: string): boolean => this.revogadas.has(sid);

  /** Calls `ouvinte` with every session id revoked from now on; answers how to stop. */
  aoRevogar(ouvinte: (sid: string) => void): () => void {
    this.ouvintes.add(ouvinte);
    return () => this.ouvintes.delete(ouvinte);
  }

  private revogar(sid: string, quando: number): void {
    this.revogadas.set(sid, quando);
    for (const ouvinte of this.ouvintes) ouvinte(sid);
  }

  async abrir(db: Executor, codpessoa: number, origem: OrigemSessao): Promise<string> {
    const id = randomBytes(18).toString('base64url');
    const agora = this.now();
    await db.insert(sessao).values({
      id,
      codpessoa,
      criadaEm: agora,
      usadaEm: agora,
      ip: origem.ip,
      agente: origem.agente?.slice(0, 300) ?? null,
      plataforma: origem.plataforma?.slice(0, 40) ?? null,
    });
    return id;
  }

  /** Records a use (called on token renewal, so at most once per half token life). */
  async tocar(db: Executor, sid: string): Promise<void> {
    await db.execute(
      sql`UPDATE ${sessao} SET usada_em = ${this.now().toISOString()}::timestamptz WHERE id = ${sid}`,
    );
  }

  /**
   * Revokes one session or all of a person's; answers how many were still open. The NOTIFY leaves with the
   * commit of the caller's transaction, so other processes never hear of a revocation that did not happen.
   */
  async encerrar(db: Executor, alvo: Alvo): Promise<number> {
    const quando = this.now();
    const filtro =
      'sid' in alvo
        ? alvo.codpessoa === undefined
          ? sql`id = ${alvo.sid}`
          : sql`id = ${alvo.sid} AND codpessoa = ${alvo.codpessoa}`
        : alvo.exceto === undefined
          ? sql`codpessoa = ${alvo.codpessoa}`
          : sql`codpessoa = ${alvo.codpessoa} AND id <> ${alvo.exceto}`;
    const linhas = rowsOf<{ id: string }>(
      await db.execute(sql`
        WITH r AS (
          UPDATE ${sessao} SET revogada_em = ${quando.toISOString()}::timestamptz
          WHERE ${filtro} AND revogada_em IS NULL RETURNING id
        )
        SELECT id, pg_notify(${CANAL_SESSOES}, id) FROM r`),
    );
    for (const { id } of linhas) this.revogar(id, quando.getTime());
    return linhas.length;
  }

  /** Forgets revocations older than a token's life (hourly, from the app's upkeep). */
  podar(): void {
    const desde = this.now().getTime() - this.ttlMs;
    for (const [id, quando] of this.revogadas) if (quando <= desde) this.revogadas.delete(id);
  }

  private async carregarRecentes(): Promise<void> {
    const desde = this.now().getTime() - this.ttlMs;
    const linhas = rowsOf<{ id: string; revogada_em: string | Date }>(
      await this.database.db.execute(
        sql`SELECT id, revogada_em FROM ${sessao} WHERE revogada_em > ${new Date(desde).toISOString()}::timestamptz`,
      ),
    );
    for (const { id, revogada_em } of linhas) this.revogadas.set(id, new Date(revogada_em).getTime());
    this.podar();
  }
}
