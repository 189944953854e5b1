import { MENSAGENS, MENSAGENS_API } from '@portal/core';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.ts';
import { enviada } from '../db/enviada.ts';
import { violaUnico } from '../db/erro-sql.ts';
import { rowsOf } from '../db/rows.ts';
import { idempotencia } from '../db/schema/index.ts';
import { emTransacao } from '../db/transacao.ts';
import { adiarAnuncios, notificacoes } from '../mudancas/anunciar.ts';
import { ErroOperacao } from '../operations/erro-operacao.ts';

const VALIDADE_MS = 24 * 60 * 60 * 1000;

/**
 * Thrown inside the transaction when the key was answered before: it rolls back, and the stored answer goes.
 * `anterior` is that answer when the transaction read it; without it, it is read after the rollback.
 */
class JaRespondida extends Error {
  constructor(readonly anterior?: Gravada) {
    super('chave já respondida');
  }
}

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

/** A key's stored answer, as the transaction's first statement reads it. */
interface Gravada {
  status: number | null;
  corpo: string | null;
  digest: string;
  coddao: number;
  vencida: boolean;
}

/** The row of (user, key). */
const daChave = (c: Chamada) => and(eq(idempotencia.codpessoa, c.codpessoa), eq(idempotencia.chave, c.chave));

/** How long a write may wait for a row another transaction holds (then 503: bancoOcupado). */
const ESCRITA_ESPERA = '10s';

/**
 * Idempotency-Key handling (DESIGN.md). The answer is a row keyed by (user, key), inserted by the statement sent
 * with the COMMIT of the very transaction that performs the effect, so a crash leaves either both or nothing.
 * A committed key replays its answer for 24 h, or answers 422 when the payload differs.
 *
 * The key is written last, not claimed first (issue 30): a write is its effect plus one INSERT, where a claim
 * was an INSERT and then an UPDATE, and a write the domain refuses (the loser of a race for a slot) writes no key
 * at all, only reads it. What the claim's row lock did, the key's primary key does at the end:
 * - a duplicate in this process is refused with 409 at once, by the in-flight set (`reservar`);
 * - a duplicate in another process that ran its effect meanwhile meets the first one's key when it writes its
 *   own: it waits for that commit (as for any row, up to ESCRITA_ESPERA), fails on the primary key, rolls its
 *   effect back and replays the first answer — or, when its effect was refused first (the slot already its
 *   twin's), answers that refusal. Either way the effect counts once.
 */
export class Idempotencia {
  private readonly emAndamento = new Set<string>();

  constructor(private readonly now: () => Date = () => new Date()) {}

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
   * Runs `efeito` under `chamada`'s key. `anuncio`, if given, sends the write's announcement
   * (mudancas/anunciar.ts): it goes, with the effect's own and the answer's row, in one statement sent with the
   * COMMIT — never for a replay.
   */
  async executar(
    db: Db,
    chamada: Chamada,
    efeito: (tx: Tx) => Promise<unknown>,
    anuncio?: (tx: Tx) => Promise<unknown>,
  ): Promise<Resposta> {
    // A deadlock's victim runs again (emTransacao): nothing of it was kept, so it is the same request.
    const agora = this.now();
    let anunciados: () => readonly string[] = () => [];
    try {
      const { corpo } = await emTransacao(
        db,
        (tx) => {
          anunciados = adiarAnuncios(tx);
          return this.lerEExecutar(tx, chamada, agora, efeito);
        },
        (tx, { corpo, vencida }) => {
          // The effect's announcements and the route's go in the answer's statement (mudancas/anunciar.ts).
          void anuncio?.(tx);
          // An answer past its 24 h is forgotten in the same round trip, before the new one takes its key.
          if (vencida) void enviada(tx.delete(idempotencia).where(daChave(chamada)));
          return enviada(gravar(tx, chamada, corpo, agora, anunciados())).catch((erro: unknown) => {
            // The key was written meanwhile by a twin in another process: this run's effect goes with the rollback.
            throw violaUnico(erro) ? new JaRespondida() : erro;
          });
        },
      );
      return { corpo, replay: false };
    } catch (erro) {
      if (erro instanceof JaRespondida) return this.repetir(db, chamada, erro.anterior);
      throw erro;
    }
  }

  /**
   * Reads the key and sends the effect's statements behind it, without waiting for its answer: one round trip
   * (issue 30). A key answered before rolls back what the effect did beside it (JaRespondida), so the effect
   * counts once; the rare replay pays for running it in vain. Nothing leaves before both have settled: a
   * statement the effect sent after the ROLLBACK would run outside it.
   */
  private async lerEExecutar(
    tx: Tx,
    c: Chamada,
    agora: Date,
    efeito: (tx: Tx) => Promise<unknown>,
  ): Promise<{ corpo: string; vencida: boolean }> {
    const [lida, resultado] = await Promise.allSettled([ler(tx, c, agora), efeito(tx)]);
    if (lida.status === 'rejected') throw lida.reason;
    const anterior = lida.value;
    if (anterior && !anterior.vencida) throw new JaRespondida(anterior);
    if (resultado.status === 'rejected') throw resultado.reason;
    return { corpo: JSON.stringify(resultado.value), vencida: anterior?.vencida === true };
  }

  /** The answer a committed key gave: read in the transaction, or after its rollback when a twin wrote it. */
  private async repetir(db: Db, c: Chamada, lida?: Gravada): Promise<Resposta> {
    const anterior = lida ?? (await db.select().from(idempotencia).where(daChave(c)))[0];
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

/**
 * The key's stored answer, if any, in the transaction's first round trip. Its one row also sets how long the write
 * may wait for a row (ESCRITA_ESPERA), before the effect's statements run behind it.
 */
async function ler(tx: Tx, c: Chamada, agora: Date): Promise<Gravada | undefined> {
  const limite = new Date(agora.getTime() - VALIDADE_MS).toISOString();
  const [linha] = rowsOf<Gravada & { espera: string }>(
    await tx.execute(sql`
      SELECT ${idempotencia.status} AS status, ${idempotencia.corpo} AS corpo, ${idempotencia.digest} AS digest,
             ${idempotencia.coddao} AS coddao, ${idempotencia.criadoEm} < ${limite}::timestamptz AS vencida,
             espera
        FROM (SELECT set_config('lock_timeout', ${ESCRITA_ESPERA}, true) AS espera) AS sessao
        LEFT JOIN ${idempotencia} ON ${daChave(c)}`),
  );
  return linha?.digest == null ? undefined : linha;
}

/** The answer's row, with the write's announcements in the same statement when there are any. */
function gravar(tx: Tx, c: Chamada, corpo: string, agora: Date, avisos: readonly string[]) {
  const linha = { ...c, status: 200, corpo, criadoEm: agora };
  if (avisos.length === 0) return tx.insert(idempotencia).values(linha);
  return tx.execute(
    sql`WITH resposta AS (INSERT INTO ${idempotencia} (codpessoa, chave, coddao, digest, status, corpo, criado_em)
      VALUES (${c.codpessoa}, ${c.chave}, ${c.coddao}, ${c.digest}, 200, ${corpo}, ${agora.toISOString()}::timestamptz))
      ${notificacoes(avisos)}`,
  );
}
