import type { LoginLimiter } from '../auth/login-limiter.ts';
import type { Pessoas } from '../auth/pessoas.ts';
import type { OrigemSessao, Sessoes } from '../auth/sessoes.ts';
import type { Tokens } from '../auth/tokens.ts';
import type { AppSettings } from '../config/app-settings.ts';
import type { Executor } from '../db/database.ts';
import type { PessoaRow } from '../db/pessoa-row.ts';
import type { CacheLeituras } from '../http/cache-leituras.ts';

/** The authenticated caller: the person's row plus the system parameters carried by the token. */
export interface Sessao {
  pessoa: PessoaRow;
  paramsistema: string;
  /** The server-side session the token belongs to. */
  sid: string;
}

/** Everything an operation may use; it never sees the HTTP request. */
export interface Contexto {
  db: Executor;
  settings: AppSettings;
  tokens: Tokens;
  loginLimiter: LoginLimiter;
  sessoes: Sessoes;
  /** People in memory; a write to a person's row must call `pessoas.alterada`. */
  pessoas: Pessoas;
  /** A write to rows a cached read shows announces their group (mudancas/anunciar.ts, in its transaction). */
  leituras: CacheLeituras;
  /** null for public operations called without a (valid) token. */
  sessao: Sessao | null;
  /**
   * Who is calling: the client address (through a trusted proxy), its user agent and X-App-Origin, and the host
   * the app was served from (its Origin, else Host), which picks the theme of the e-mails it causes.
   */
  cliente: OrigemSessao & { host?: string };
  now: () => Date;
}

/** The session of a token-only operation (the dispatcher guarantees it). */
export function sessaoDe(ctx: Contexto): Sessao {
  if (!ctx.sessao) throw new Error('operação exige sessão');
  return ctx.sessao;
}
