import { MENSAGENS, MENSAGENS_API } from '@portal/core';
import { and, eq, lt, sql } from 'drizzle-orm';
import { bancoOcupado } from '../db/banco-indisponivel.ts';
import type { Db, Tx } from '../db/database.ts';
import { enviada } from '../db/enviada.ts';
import { idempotencia } from '../db/schema/index.ts';
import { emTransacao } from '../db/transacao.ts';
import { adiarAnuncios, notificacoes } from '../mudancas/anunciar.ts';
import { ErroOperacao } from '../operations/erro-operacao.ts';

const VALIDADE_MS = 24 * 60 * 60 * 1000;

/** Thrown inside the transaction when the key was answered before: it rolls back, and the stored answer goes. */
class JaRespondida extends Error {}

export interface Chamada {
  codpessoa: number;
  chave: string;
  coddao: number;
  digest: string;
}

export interface Resposta {
  /** The answer's conteudo as JSON text. */
  corpo: string;
  replay: boolean;
}

/** The claim's row of (user, key). */
const daChave = (c: Chamada) => and(eq(idempotencia.codpessoa, c.codpessoa), eq(idempotencia.chave, c.chave));

/** How long a claim waits for another process's uncommitted claim of the same key before answering 409. */
const CLAIM_ESPERA = '300ms';
/** How long the write itself may wait for a row another transaction holds (then 503: bancoOcupado). */
const ESCRITA_ESPERA = '10s';

/**
 * Idempotency-Key handling (DESIGN.md). The claim is a row keyed by (user, key), inserted first in the very
 * transaction that performs the effect and stores the answer, so a crash leaves either nothing or both.
 * A concurrent duplicate is refused with 409: in this process by the in-flight set (`reservar`); in another
 * process by the row lock of the uncommitted claim (CLAIM_ESPERA, on the claim alone). A committed key replays its
 * answer for 24 h, or answers 422 when the payload differs.
 */
export class Idempotencia {
  private readonly emAndamento = new Set<string>();

  /**
   * `soUmaSessao`: the database has one session (PGlite), where a transaction holds everything and no statement
   * ever waits for a lock, so the claim sends no `SET LOCAL lock_timeout` — one statement fewer per write.
   */
  constructor(
    private readonly now: () => Date = () => new Date(),
    private readonly soUmaSessao = false,
  ) {}

  /**
   * Marks (user, key) as running in this process from the moment the token is read, before any database
   * work, so a duplicate arriving meanwhile gets 409 at once. Returns the release function.
   */
  reservar(codpessoa: number, chave: string): () => void {
    const local = `${codpessoa}\u0000${chave}`;
    if (this.emAndamento.has(local)) throw new ErroOperacao('EM_ANDAMENTO', MENSAGENS.requisicaoDuplicada);
    this.emAndamento.add(local);
    return () => this.emAndamento.delete(local);
  }

  /**
   * Runs `efeito` under the claim of `chamada`'s key. `anuncio`, if given, sends the write's announcement
   * (mudancas/anunciar.ts): it goes, with the effect's own and the answer's row, in one statement sent with the
   * COMMIT — never for a replay.
   */
  async executar(
    db: Db,
    chamada: Chamada,
    efeito: (tx: Tx) => Promise<unknown>,
    anuncio?: (tx: Tx) => Promise<unknown>,
  ): Promise<Resposta> {
    // A deadlock's victim runs again (emTransacao): the claim went with the rollback, so it is the same request.
    // The answer is stored by the statement sent with the COMMIT (one round trip for both, db/transacao.ts).
    const onde = daChave(chamada);
    let anunciados: () => readonly string[] = () => [];
    try {
      const corpo = await emTransacao(
        db,
        (tx) => {
          anunciados = adiarAnuncios(tx);
          return this.reivindicarEExecutar(tx, chamada, efeito);
        },
        (tx, corpo) => {
          // The effect's announcements and the route's go in the answer's statement (mudancas/anunciar.ts).
          void anuncio?.(tx);
          const avisos = anunciados();
          return enviada(
            avisos.length === 0
              ? tx.update(idempotencia).set({ status: 200, corpo }).where(onde)
              : tx.execute(
                  sql`WITH resposta AS (UPDATE ${idempotencia} SET status = 200, corpo = ${corpo} WHERE ${onde}) ${notificacoes(avisos)}`,
                ),
          );
        },
      );
      return { corpo, replay: false };
    } catch (erro) {
      if (erro instanceof JaRespondida) return this.repetir(db, chamada);
      throw erro;
    }
  }

  /** Claims the key; another process holding it uncommitted for CLAIM_ESPERA is a duplicate in flight (409). */
  private async reivindicar(tx: Tx, c: Chamada, agora: Date) {
    try {
      // Sent together, behind the transaction's BEGIN: one round trip for them (db/transacao.ts).
      const espera = this.soUmaSessao
        ? undefined
        : enviada(tx.execute(sql.raw(`SET LOCAL lock_timeout = '${CLAIM_ESPERA}'`)));
      const [, reivindicada] = await Promise.all([
        espera,
        enviada(
          tx
            .insert(idempotencia)
            .values({ ...c, status: null, corpo: null, criadoEm: agora })
            .onConflictDoUpdate({
              target: [idempotencia.codpessoa, idempotencia.chave],
              set: { coddao: c.coddao, digest: c.digest, status: null, corpo: null, criadoEm: agora },
              setWhere: lt(idempotencia.criadoEm, new Date(agora.getTime() - VALIDADE_MS)),
            })
            // The write's own wait is set by the claim's RETURNING, which runs only for a row claimed, after the
            // claim's wait: one round trip fewer than a SET LOCAL of its own (issue 30). A duplicate keeps 300 ms.
            .returning({
              chave: idempotencia.chave,
              espera: sql`set_config('lock_timeout', ${ESCRITA_ESPERA}, true)`,
            }),
        ),
      ]);
      return reivindicada;
    } catch (error) {
      if (bancoOcupado(error)) throw new ErroOperacao('EM_ANDAMENTO', MENSAGENS.requisicaoDuplicada);
      throw error;
    }
  }

  /**
   * The effect's statements go behind the claim's without waiting for its answer: a write waits for one round
   * trip fewer (issue 30). A key answered before rolls back what the effect did beside it (JaRespondida), so the
   * effect counts once; the rare replay pays for running it in vain.
   */
  private async reivindicarEExecutar(
    tx: Tx,
    c: Chamada,
    efeito: (tx: Tx) => Promise<unknown>,
  ): Promise<string> {
    // The short wait was for the claim alone: the write itself waits for the rows it needs (a sign-up behind a
    // payment holding its event), up to ESCRITA_ESPERA (set by the claim's RETURNING, before the effect's
    // statements): beyond it the database is too busy to wait on (503), and a request never hangs.
    // Nothing leaves before both have settled: a statement the effect sent after the ROLLBACK would run outside it.
    const [claim, resultado] = await Promise.allSettled([this.reivindicar(tx, c, this.now()), efeito(tx)]);
    if (claim.status === 'rejected') throw claim.reason;
    if (claim.value.length === 0) throw new JaRespondida();
    if (resultado.status === 'rejected') throw resultado.reason;
    return JSON.stringify(resultado.value);
  }

  /** The answer a committed key gave, read after its second run's rollback. */
  private async repetir(db: Db, c: Chamada): Promise<Resposta> {
    const [anterior] = await db.select().from(idempotencia).where(daChave(c));
    if (!anterior || anterior.status === null || anterior.corpo === null) {
      throw new ErroOperacao('EM_ANDAMENTO', MENSAGENS.requisicaoDuplicada);
    }
    if (anterior.digest !== c.digest || anterior.coddao !== c.coddao) {
      throw new ErroOperacao('CHAVE_REUTILIZADA', MENSAGENS_API.chaveReutilizada);
    }
    return { corpo: anterior.corpo, replay: true };
  }

  /** Drops answers older than 24 h (called at boot). */
  static async limparVencidas(db: Db, agora = new Date()): Promise<void> {
    await db.delete(idempotencia).where(lt(idempotencia.criadoEm, new Date(agora.getTime() - VALIDADE_MS)));
  }
}
