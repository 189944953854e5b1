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
  /** A domain conflict (DESIGN's 409): e.g. an event that already started. */
  CONFLITO: 409,
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
    super(mensagem);
    this.name = 'ErroOperacao';
  }

  /** Read by Fastify when the error comes out of a request stream (http/limite-corpo.ts). */
  get statusCode(): number {
    return this.status;
  }

  get status(): number {
    return STATUS_POR_CODIGO[this.codigo];
  }
}
