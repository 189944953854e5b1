import type { ContratoOperacao, CredenciaisOperacao, Topico } from '@portal/core';
import type { SQL } from 'drizzle-orm';
import * as z from 'zod';
import { sqlPreparada } from '../db/preparada.ts';
import { rowsOf } from '../db/rows.ts';
import type { Grupo } from '../http/cache-leituras.ts';
import type { Contexto } from './contexto.ts';
import type { ErroOperacao } from './erro-operacao.ts';

export type Acesso = 'publico' | 'token' | 'opcional';

/** The parsed body `run` gets: the contract's, or `undefined` for an operation that takes none. */
type ConteudoDe<K extends ContratoOperacao> = K['conteudo'] extends z.ZodType
  ? z.output<K['conteudo']>
  : undefined;

/**
 * An idempotent write whose whole effect is one statement and whose answer is known before it runs (it sets what
 * it was asked to): the idempotency key's answer and the write's announcements go in that same statement
 * (idempotency/idempotencia.ts, `executarSentenca`), one round trip with no transaction around it. A write that
 * takes a contended row holds it only while the database runs the statement, never while this process gets back
 * to a transaction it left open (issue 30: the cafeteria limit of one student, 50 saves at once).
 */
export interface SentencaUnica<R = unknown> {
  /** The prepared statement's name: it must say everything `construir`'s text depends on (db/preparada.ts). */
  nome: string;
  /** The effect, with placeholders: an UPDATE, INSERT or DELETE … RETURNING, built once per driver. */
  construir(): SQL;
  valores: Record<string, unknown>;
  /** The answer when the statement returned a row. */
  resposta: R;
  /** The refusal when it returned none (nothing to change): the key keeps nothing, as for any refusal. */
  senao: ErroOperacao;
}

/** Runs `s` alone (a call without a key to keep: the statement, then its answer or its refusal). */
export async function executarSentencaUnica<R>(ctx: Contexto, s: SentencaUnica<R>): Promise<R> {
  const linhas = rowsOf(await sqlPreparada(ctx.db, s.nome, () => s.construir()).execute(s.valores));
  if (linhas.length === 0) throw s.senao;
  return s.resposta;
}

/** What the API adds to core's contract: who may call without a token, how to cache, and the work itself. */
interface DefinicaoBase<K extends ContratoOperacao> {
  acesso: Acesso;
  /**
   * A hot read whose answer depends only on the caller, their context, the parameters and these groups' rows:
   * kept in memory (http/cache-leituras.ts) until a write to one of them.
   */
  leitura?: readonly Grupo[];
  /**
   * A write: what it changes for the caller. The route announces it (mudancas/anunciar.ts) to the caller's streams
   * when the call succeeds — in the write's transaction for an idempotent one, after it otherwise — and never when
   * it fails. Changes for other people are announced by `run` itself.
   */
  muda?: readonly Topico[];
  /** The 400 message to use instead of the generic one, given the offending fields. */
  mensagemInvalido?(campos: Record<string, string>): string | undefined;
  /**
   * An idempotent write whose answer carries a secret shown once (a calendar feed's address): the copy of its
   * answer the idempotency key keeps and a replay answers. The caller gets the whole answer the first time.
   */
  copiaGuardada?(resultado: z.input<K['resultado']>): z.input<K['resultado']>;
}

type Parametros<K extends ContratoOperacao> = z.output<K['parametros']>;

/** The work done in a write's transaction, given what was read before it (`antes`). */
export type NaTransacao<R = unknown> = (ctx: Contexto) => Promise<R>;

/**
 * The work: `run`, any number of statements; `antes`, a write whose reads decide what it writes; or `sentenca`,
 * an idempotent write that is one (SentencaUnica).
 */
export type DefinicaoOperacao<K extends ContratoOperacao> = DefinicaoBase<K> &
  (
    | { run(ctx: Contexto, params: Parametros<K>, conteudo: ConteudoDe<K>): Promise<z.input<K['resultado']>> }
    | {
        /**
         * Reads and checks the call outside the write's transaction (a refusal here opens none, and the key is
         * still looked up: a replay answers as it did) and gives the work that runs in it. An open transaction
         * holds a pooled connection — on PGlite the whole database — while this process looks at a read's answer
         * (issue 30); what is read first is read as READ COMMITTED reads it inside, without locks. It reads only:
         * what it announces or writes would not be the transaction's.
         */
        antes(
          ctx: Contexto,
          params: Parametros<K>,
          conteudo: ConteudoDe<K>,
        ): Promise<NaTransacao<z.input<K['resultado']>>>;
      }
    | {
        /** Checks the call (throwing its refusal before any statement) and gives the one statement. */
        sentenca(
          ctx: Contexto,
          params: Parametros<K>,
          conteudo: ConteudoDe<K>,
        ): SentencaUnica<z.input<K['resultado']>>;
      }
  );

/** A request's parametros and conteudo checked against the contract: the call with them bound, or what failed. */
export type Preparo =
  | { readonly ok: false; readonly onde: 'parametros' | 'conteudo'; readonly erro: z.ZodError }
  | {
      readonly ok: true;
      readonly parametros: unknown;
      run(ctx: Contexto): Promise<unknown>;
      /** Given for a write that reads first (DefinicaoOperacao's `antes`): the route runs it before the key's transaction. */
      antes?(ctx: Contexto): Promise<NaTransacao>;
      /** Given for a write that is one statement: the route runs it with the key's answer in it. */
      sentenca?(ctx: Contexto): SentencaUnica;
    };

/**
 * One V4 operation as the route sees it, its types erased so one map holds them all: the contract's number,
 * idempotency, credentials (a fixed list checked before the schema; a module's section after it) and schemas, plus
 * the API's side. Parsing happens inside, so `run` only ever gets what its schemas produced.
 */
export interface OperacaoV4 {
  readonly coddao: number;
  readonly acesso: Acesso;
  readonly idempotente: boolean;
  readonly credenciais: CredenciaisOperacao | undefined;
  readonly leitura: readonly Grupo[] | undefined;
  readonly muda: readonly Topico[] | undefined;
  readonly parametros: z.ZodType;
  readonly conteudo: z.ZodType | undefined;
  mensagemInvalido(campos: Record<string, string>): string | undefined;
  /** What a replay answers: the answer itself but for an operation with a secret (DefinicaoOperacao). */
  copiaGuardada(resultado: unknown): unknown;
  preparar(parametros: unknown, conteudo: unknown): Preparo;
}

/** The API's operation for one core contract; `run` is typed by the contract's schemas, its answer included. */
export function defineOperacao<K extends ContratoOperacao>(
  contrato: K,
  definicao: DefinicaoOperacao<K>,
): OperacaoV4 {
  return {
    coddao: contrato.coddao,
    acesso: definicao.acesso,
    idempotente: contrato.idempotente,
    credenciais: contrato.credenciais,
    leitura: definicao.leitura,
    muda: definicao.muda,
    parametros: contrato.parametros,
    conteudo: contrato.conteudo,
    mensagemInvalido: (campos) => definicao.mensagemInvalido?.(campos),
    copiaGuardada: (resultado) =>
      definicao.copiaGuardada ? definicao.copiaGuardada(resultado as z.input<K['resultado']>) : resultado,
    preparar(parametros, conteudo) {
      const params = z.safeParse<K['parametros']>(contrato.parametros, parametros);
      if (!params.success) return { ok: false, onde: 'parametros', erro: params.error };
      const corpo = contrato.conteudo ? z.safeParse(contrato.conteudo, conteudo) : undefined;
      if (corpo && !corpo.success) return { ok: false, onde: 'conteudo', erro: corpo.error };
      // TypeScript cannot tie the schema's absence to ConteudoDe's `undefined` branch; contrato() in core does.
      const dados = corpo?.data as ConteudoDe<K>;
      if ('run' in definicao)
        return { ok: true, parametros: params.data, run: (ctx) => definicao.run(ctx, params.data, dados) };
      if ('antes' in definicao) {
        const antes = (ctx: Contexto) => definicao.antes(ctx, params.data, dados);
        return { ok: true, parametros: params.data, antes, run: async (ctx) => (await antes(ctx))(ctx) };
      }
      const sentenca = (ctx: Contexto) => definicao.sentenca(ctx, params.data, dados);
      return {
        ok: true,
        parametros: params.data,
        sentenca,
        run: async (ctx) => executarSentencaUnica(ctx, sentenca(ctx)),
      };
    },
  };
}
