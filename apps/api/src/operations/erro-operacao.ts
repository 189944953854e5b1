import { CODIGO_CONFLITO } from '@portal/core';

/** Domain refusals an operation or the dispatcher may raise; one table maps each to its HTTP status. */
export type CodigoErro =
  | 'INVALIDO'
  | 'NAO_AUTENTICADO'
  | 'SEM_PERMISSAO'
  | 'EM_ANDAMENTO'
  | 'CONFLITO'
  | 'CHAVE_REUTILIZADA'
  | 'GRANDE_DEMAIS'
  | 'MUITAS_TENTATIVAS';

export const STATUS_POR_CODIGO: Readonly<Record<CodigoErro, number>> = {
  INVALIDO: 400,
  NAO_AUTENTICADO: 401,
  SEM_PERMISSAO: 403,
  EM_ANDAMENTO: 409,
  /**
   * A domain refusal (an event that already started, a stale grade): DESIGN makes it a 400 with `codigo:
   * 'CONFLITO'`, since the app shows any 409 as a duplicate request (SPEC §7).
   */
  CONFLITO: 400,
  CHAVE_REUTILIZADA: 422,
  GRANDE_DEMAIS: 413,
  MUITAS_TENTATIVAS: 429,
};

export class ErroOperacao extends Error {
  constructor(
    readonly codigo: CodigoErro,
    readonly mensagem: string,
    readonly campos?: Record<string, string>,
    /** Seconds, for 429 answers (Retry-After). */
    readonly retryAfter?: number,
  ) {
    // An answer, not a fault: its stack would say nothing, and capturing it was 1.5 % of the event loop's time
    // under the booking race, where every loser is refused with one (issue 30).
    const profundidade = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(mensagem);
    Error.stackTraceLimit = profundidade;
    this.name = 'ErroOperacao';
  }

  /** Read by Fastify when the error comes out of a request stream (http/limite-corpo.ts). */
  get statusCode(): number {
    return this.status;
  }

  get status(): number {
    return STATUS_POR_CODIGO[this.codigo];
  }

  /** What the answer's body carries besides the message: DESIGN's `codigo` for a domain conflict only. */
  get codigoNaResposta(): typeof CODIGO_CONFLITO | undefined {
    return this.codigo === 'CONFLITO' ? CODIGO_CONFLITO : undefined;
  }
}
