import type * as z from 'zod';
import type { Grupo } from '../http/cache-leituras.ts';
import type { Contexto } from './contexto.ts';

export type Acesso = 'publico' | 'token' | 'opcional';

/**
 * One V4 operation: its number, who may call it, its schemas (from core's contract) and `run`.
 * `credenciais` (any one suffices) is checked before the schema; `credenciaisPara` after it, for
 * operations whose guard depends on a parameter (a module's section).
 */
export interface Operacao<P extends z.ZodType = z.ZodType, C extends z.ZodType = z.ZodType> {
  coddao: number;
  acesso: Acesso;
  credenciais?: readonly string[];
  credenciaisPara?(params: z.output<P>): readonly string[] | undefined;
  idempotente?: boolean;
  /**
   * A hot read whose answer depends only on the caller, their context, the parameters and these groups' rows:
   * kept in memory (http/cache-leituras.ts) until a write to one of them.
   */
  leitura?: readonly Grupo[];
  /** The 400 message to use instead of the generic one, given the offending fields. */
  mensagemInvalido?(campos: Record<string, string>): string | undefined;
  parametros: P;
  conteudo?: C;
  run(ctx: Contexto, params: z.output<P>, conteudo: z.output<C>): Promise<unknown>;
}

/** Identity helper that keeps the parameter types of `run` inferred from the schemas. */
export function defineOperacao<P extends z.ZodType, C extends z.ZodType = z.ZodUndefined>(
  op: Operacao<P, C>,
): Operacao<P, C> {
  return op;
}
