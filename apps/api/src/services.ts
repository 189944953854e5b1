import { LoginLimiter } from './auth/login-limiter.ts';
import { Tokens } from './auth/tokens.ts';
import type { AppSettings } from './config/app-settings.ts';
import type { Database } from './db/database.ts';
import { Idempotencia } from './idempotency/idempotencia.ts';
import { type QualquerOperacao, registry } from './operations/registry.ts';

/** The long-lived collaborators of one app instance, built once in buildApp. */
export interface AppServices {
  settings: AppSettings;
  database: Database;
  tokens: Tokens;
  loginLimiter: LoginLimiter;
  idempotencia: Idempotencia;
  registry: ReadonlyMap<number, QualquerOperacao>;
  now: () => Date;
}

export function createServices(settings: AppSettings, database: Database, now: () => Date): AppServices {
  return {
    settings,
    database,
    tokens: new Tokens(settings.jwtSecret, settings.tokenTtlSeconds),
    loginLimiter: new LoginLimiter(settings.loginLimits),
    idempotencia: new Idempotencia(now),
    registry,
    now,
  };
}
