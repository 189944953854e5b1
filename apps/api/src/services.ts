import { LoginLimiter } from './auth/login-limiter.ts';
import { Pessoas } from './auth/pessoas.ts';
import { Sessoes } from './auth/sessoes.ts';
import { Tokens } from './auth/tokens.ts';
import type { AppSettings } from './config/app-settings.ts';
import { Avisos } from './db/avisos.ts';
import type { Database } from './db/database.ts';
import { CacheLeituras } from './http/cache-leituras.ts';
import { Idempotencia } from './idempotency/idempotencia.ts';
import { Fluxos } from './mudancas/fluxos.ts';
import { naoLidasDe } from './operations/notificacoes/contar-nao-lidas.ts';
import type { OperacaoV4 } from './operations/operacao.ts';
import { registry } from './operations/registry.ts';

/** The long-lived collaborators of one app instance, built once in buildApp. */
export interface AppServices {
  settings: AppSettings;
  database: Database;
  tokens: Tokens;
  loginLimiter: LoginLimiter;
  sessoes: Sessoes;
  pessoas: Pessoas;
  leituras: CacheLeituras;
  /** What this process hears from the others (LISTEN, on PostgreSQL and inside PGlite): revoked sessions, changed people, changes. */
  avisos: Avisos;
  /** The open streams of changes of this process (GET /api/V4/mudancas). */
  fluxos: Fluxos;
  idempotencia: Idempotencia;
  registry: ReadonlyMap<number, OperacaoV4>;
  now: () => Date;
}

export function createServices(
  settings: AppSettings,
  database: Database,
  now: () => Date,
  aoFalharCanal: (erro: unknown) => void,
  fluxosPorPessoa?: number,
): AppServices {
  const avisos = new Avisos(database, aoFalharCanal);
  const sessoes = new Sessoes(database, settings.tokenTtlSeconds * 1000, now, avisos);
  const pessoas = new Pessoas(database.db, avisos);
  const fluxos = new Fluxos(
    avisos,
    sessoes,
    async (codpessoa, paramsistema) => {
      const pessoa = await pessoas.buscar(codpessoa);
      return pessoa ? naoLidasDe(database.db, { pessoa, paramsistema, sid: '' }) : 0;
    },
    // A count that fails is left out: the app then reads it itself (coddao 211).
    () => {},
    fluxosPorPessoa,
  );
  return {
    settings,
    database,
    tokens: new Tokens(settings.jwtSecret, settings.tokenTtlSeconds, sessoes.revogada),
    loginLimiter: new LoginLimiter(settings.loginLimits),
    sessoes,
    pessoas,
    leituras: new CacheLeituras(avisos),
    avisos,
    fluxos,
    idempotencia: new Idempotencia(now),
    registry,
    now,
  };
}
