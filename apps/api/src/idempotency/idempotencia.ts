import { MENSAGENS, MENSAGENS_API } from '@portal/core';
import { and, eq, lt, sql } from 'drizzle-orm';
import { bancoIndisponivel, bancoOcupado } from '../db/banco-indisponivel.ts';
import type { Db, Executor, Tx } from '../db/database.ts';
import { enviada } from '../db/enviada.ts';
import { violaUnico } from '../db/erro-sql.ts';
import { preparada, sqlPreparada } from '../db/preparada.ts';
import { rowsOf } from '../db/rows.ts';
import { idempotencia } from '../db/schema/index.ts';
import { emTransacao } from '../db/transacao.ts';
import { adiarAnuncios, notificacoesMarcadas, valoresDasNotificacoes } from '../mudancas/anunciar.ts';
import { ErroOperacao } from '../operations/erro-operacao.ts';
import type { SentencaUnica } from '../operations/operacao.ts';

const VALIDADE_MS = 24 * 60 * 60 * 1000;

/** Thrown by the answer's INSERT when the key is there already: the effect rolls back, the stored answer goes. */
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

/** A key's row: the answer it keeps. */
type Gravada = typeof idempotencia.$inferSelect;

/** The row of (user, key). */
const daChave = (c: Chamada) => and(eq(idempotencia.codpessoa, c.codpessoa), eq(idempotencia.chave, c.chave));

/** The key's row, read (db/preparada.ts: built once, on PostgreSQL parsed once per connection). */
const lerChave = (db: Executor, c: Chamada): Promise<Gravada[]> =>
  preparada(db, 'idem_ler', () =>
    db
      .select()
      .from(idempotencia)
      .where(
        and(
          eq(idempotencia.codpessoa, sql.placeholder('codpessoa')),
          eq(idempotencia.chave, sql.placeholder('chave')),
        ),
      )
      .prepare('idem_ler'),
  ).execute({ codpessoa: c.codpessoa, chave: c.chave });

/**
 * Idempotency-Key handling (DESIGN.md). The answer is a row keyed by (user, key), inserted by the statement sent
 * with the COMMIT of the very transaction that performs the effect, so a crash leaves either both or nothing.
 * A committed key replays its answer for 24 h, or answers 422 when the payload differs.
 *
 * The key is written last, not claimed first (issue 30): a write is its effect plus one INSERT, where a claim was
 * an INSERT and then an UPDATE, and nothing is read before the effect. The key is read only when the write fails:
 * - its INSERT meets the key already there (a replay, or a twin in another process that committed first): the
 *   effect rolls back and the stored answer goes;
 * - its effect fails (the replay of a booking finds its slot taken — by itself): the error is the answer unless the
 *   key holds one.
 * A duplicate in this process is refused with 409 at once, by the in-flight set (`reservar`). A twin in another
 * process waits for the first one's key (as for any row, up to the connection's lock_timeout: db/abrir-postgres.ts)
 * and replays it. Either way the effect counts once.
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
   * COMMIT — never for a replay. `antes`, if given, runs first, outside the transaction (the write's reads,
   * operations/operacao.ts): its refusal is answered as the effect's, the key looked up for a replay.
   */
  async executar(
    db: Db,
    chamada: Chamada,
    efeito: (tx: Tx) => Promise<unknown>,
    anuncio?: (tx: Tx) => Promise<unknown>,
    antes?: () => Promise<void>,
  ): Promise<Resposta> {
    // A deadlock's victim runs again (emTransacao): nothing of it was kept, so it is the same request.
    const agora = this.now();
    let anunciados: () => readonly string[] = () => [];
    let chaveLida: Promise<Gravada[]> | undefined;
    try {
      await antes?.();
      const corpo = await emTransacao(
        db,
        async (tx) => {
          anunciados = adiarAnuncios(tx);
          chaveLida = undefined;
          try {
            return JSON.stringify(await efeito(tx));
          } catch (erro) {
            // A refusal may be this key's replay (its slot taken by its first run): the key is read in the
            // ROLLBACK's round trip, sent before it (the losers of a race for a slot pay no round trip more).
            if (erro instanceof ErroOperacao) chaveLida = enviada(lerChave(tx, chamada));
            throw erro;
          }
        },
        (tx, corpo) => {
          // The effect's announcements and the route's go in the answer's statement (mudancas/anunciar.ts).
          void anuncio?.(tx);
          return enviada(gravar(tx, chamada, corpo, agora, anunciados())).catch((erro: unknown) => {
            throw violaUnico(erro) ? new JaRespondida() : erro;
          });
        },
      );
      return { corpo, replay: false };
    } catch (erro) {
      return this.depoisDaFalha(db, chamada, agora, erro, chaveLida, () =>
        this.executar(db, chamada, efeito, anuncio, antes),
      );
    }
  }

  /**
   * Runs a write that is one statement (operations/operacao.ts, SentencaUnica) under `chamada`'s key: the effect,
   * the key's answer (inserted only when the effect returned a row) and the announcements (sent only then) are
   * one statement, atomic by itself — one round trip, no BEGIN or COMMIT. A key already there fails the whole
   * statement, the effect with it, and its stored answer goes, as in `executar`.
   */
  async executarSentenca(
    db: Db,
    chamada: Chamada,
    s: SentencaUnica,
    anuncio?: (tx: Executor) => Promise<unknown>,
  ): Promise<Resposta> {
    const agora = this.now();
    // The announcements are only collected here (mudancas/anunciar.ts): they travel in the statement.
    const coleta = {} as Executor;
    const anunciados = adiarAnuncios(coleta);
    await anuncio?.(coleta);
    const corpo = JSON.stringify(s.resposta);
    try {
      const [feito] = rowsOf<{ feito: boolean }>(
        await efeitoComChave(db, s, anunciados().length).execute({
          ...s.valores,
          ...valoresDaChave(chamada, corpo, agora),
          ...valoresDasNotificacoes(anunciados()),
        }),
      );
      if (!feito?.feito) throw s.senao;
      return { corpo, replay: false };
    } catch (erro) {
      const falha = violaUnico(erro) ? new JaRespondida() : erro;
      return this.depoisDaFalha(db, chamada, agora, falha, undefined, () =>
        this.executarSentenca(db, chamada, s, anuncio),
      );
    }
  }

  /**
   * What a failed write answers: its stored answer when the key holds one (a replay, or 422 for another payload),
   * the write run again (`deNovo`) when the key was past its 24 h, else the failure itself.
   */
  private async depoisDaFalha(
    db: Db,
    chamada: Chamada,
    agora: Date,
    erro: unknown,
    chaveLida: Promise<Gravada[]> | undefined,
    deNovo: () => Promise<Resposta>,
  ): Promise<Resposta> {
    // The database down or too busy: 503 at once, no read that would wait for it too.
    if (bancoIndisponivel(erro) || bancoOcupado(erro)) throw erro;
    // Read in the transaction, unless the refusal had aborted it (a constraint's error): then read now.
    const lidas = await chaveLida?.catch(() => undefined);
    const anterior = await this.lida(db, chamada, agora, lidas).catch(() => undefined);
    // The old key was in the way: dropped, the write runs as new (a domain refusal stands as it is).
    if (anterior === 'vencida') {
      if (erro instanceof ErroOperacao) throw erro;
      return deNovo();
    }
    if (anterior) return this.repetir(chamada, anterior);
    // JaRespondida with no key to read: a twin's key that went away meanwhile (it expired) — still in flight.
    if (erro instanceof JaRespondida) throw new ErroOperacao('EM_ANDAMENTO', MENSAGENS.requisicaoDuplicada);
    throw erro;
  }

  /**
   * The key's stored answer after a failed write, or 'vencida' when it was past its 24 h — then it is deleted, and
   * the write runs again as new.
   */
  private async lida(db: Db, c: Chamada, agora: Date, lidas?: Gravada[]) {
    const [anterior] = lidas ?? (await lerChave(db, c));
    if (!anterior) return undefined;
    if (anterior.criadoEm >= vencidasAntesDe(agora)) return anterior;
    await db.delete(idempotencia).where(and(daChave(c), lt(idempotencia.criadoEm, vencidasAntesDe(agora))));
    return 'vencida' as const;
  }

  /** The answer a committed key gave, for the same payload; 422 for another. */
  private repetir(c: Chamada, anterior: Gravada): Resposta {
    if (anterior.status === null || anterior.corpo === null) {
      throw new ErroOperacao('EM_ANDAMENTO', MENSAGENS.requisicaoDuplicada);
    }
    if (anterior.digest !== c.digest || anterior.coddao !== c.coddao) {
      throw new ErroOperacao('CHAVE_REUTILIZADA', MENSAGENS_API.chaveReutilizada);
    }
    return { corpo: anterior.corpo, replay: true };
  }

  /** Drops answers older than 24 h (called at boot). */
  static async limparVencidas(db: Db, agora = new Date()): Promise<void> {
    await db.delete(idempotencia).where(lt(idempotencia.criadoEm, vencidasAntesDe(agora)));
  }
}

/** The key's answer, with placeholders: the columns of its row and their values (`valoresDaChave`). */
const COLUNAS_DA_CHAVE = sql.raw('codpessoa, chave, coddao, digest, status, corpo, criado_em');
const valoresMarcados = () =>
  sql`${sql.placeholder('k_codpessoa')}::int, ${sql.placeholder('k_chave')}::text, ${sql.placeholder('k_coddao')}::int,
    ${sql.placeholder('k_digest')}::text, 200, ${sql.placeholder('k_corpo')}::text,
    ${sql.placeholder('k_criado')}::timestamptz`;
const valoresDaChave = (c: Chamada, corpo: string, agora: Date) => ({
  k_codpessoa: c.codpessoa,
  k_chave: c.chave,
  k_coddao: c.coddao,
  k_digest: c.digest,
  k_corpo: corpo,
  k_criado: agora.toISOString(),
});

/** The prepared statement's name for `avisos` announcements: none, one, several. */
const formaDosAvisos = (avisos: number) => (avisos === 0 ? '' : avisos === 1 ? '_1' : '_n');

/**
 * The answer's row, with the write's announcements in the same statement when there are any: three statements
 * (none, one, several announcements), each prepared once (db/preparada.ts).
 */
function gravar(tx: Tx, c: Chamada, corpo: string, agora: Date, avisos: readonly string[]) {
  return sqlPreparada(tx, `idem_gravar${formaDosAvisos(avisos.length)}`, () => {
    const inserir = sql`INSERT INTO ${idempotencia} (${COLUNAS_DA_CHAVE}) VALUES (${valoresMarcados()})`;
    return avisos.length === 0
      ? inserir
      : sql`WITH resposta AS (${inserir}) ${notificacoesMarcadas(avisos.length)}`;
  }).execute({ ...valoresDaChave(c, corpo, agora), ...valoresDasNotificacoes(avisos) });
}

/**
 * A one-statement write's effect with the key's answer and its announcements: the answer is inserted, and the
 * announcements sent, only when the effect returned a row; `feito` says whether it did.
 */
function efeitoComChave(db: Db, s: SentencaUnica, avisos: number) {
  return sqlPreparada(db, `${s.nome}_idem${formaDosAvisos(avisos)}`, () => {
    const resposta = sql`resposta AS (
      INSERT INTO ${idempotencia} (${COLUNAS_DA_CHAVE})
      SELECT ${valoresMarcados()} WHERE EXISTS (SELECT 1 FROM efeito) RETURNING 1)`;
    const notificar =
      avisos === 0
        ? sql``
        : sql`, (SELECT count(n.*) FROM (${notificacoesMarcadas(avisos, 'resposta')}) n) AS avisos`;
    return sql`WITH efeito AS (${s.construir()}), ${resposta}
      SELECT EXISTS (SELECT 1 FROM efeito) AS feito${notificar}`;
  });
}

/** Answers written before this instant are past their 24 h. */
const vencidasAntesDe = (agora: Date) => new Date(agora.getTime() - VALIDADE_MS);
