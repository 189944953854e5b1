import { cadeiaDeCausas, estadoSql } from './erro-sql.ts';

/** Node's socket failures: the database host refused, reset, timed out or is unknown. */
const CODIGOS_DE_REDE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);
/** SQLSTATE: admin_shutdown, crash_shutdown, cannot_connect_now (a database starting or stopping). */
const CODIGOS_DE_PARADA = new Set(['57P01', '57P02', '57P03']);
/** What node-postgres says when the connection drops or none can be had in time. */
const MENSAGENS_PG = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /Connection ended unexpectedly/i,
];

/**
 * True when `erro` (or anything in its `cause` chain, as drizzle wraps the driver's error) means the database
 * cannot be reached right now — an outage to answer with 503, not a fault of the request or of the code.
 */
export function bancoIndisponivel(erro: unknown): boolean {
  for (const { code, message } of cadeiaDeCausas(erro)) {
    if (typeof code === 'string') {
      if (CODIGOS_DE_REDE.has(code) || CODIGOS_DE_PARADA.has(code) || code.startsWith('08')) return true;
    }
    if (typeof message === 'string' && MENSAGENS_PG.some((m) => m.test(message))) return true;
  }
  return false;
}

/**
 * lock_not_available: a write waited its whole lock_timeout for a row another transaction holds
 * (idempotencia.ts). The database is too busy right now (503, like an outage), but its connection is sound.
 */
export const bancoOcupado = (erro: unknown): boolean => estadoSql(erro) === '55P03';
