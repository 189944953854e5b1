import { describe, expect, it } from 'vitest';
import { bancoIndisponivel, bancoOcupado } from './banco-indisponivel.ts';

const comCodigo = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('bancoIndisponivel', () => {
  it('knows an outage by network code, SQLSTATE class 08 and 57P0x, or node-postgres’s words', () => {
    for (const e of [
      comCodigo('ECONNREFUSED'),
      comCodigo('ECONNRESET'),
      comCodigo('ETIMEDOUT'),
      comCodigo('EPIPE'),
      comCodigo('ENOTFOUND', 'getaddrinfo ENOTFOUND banco.interno'),
      comCodigo('57P01', 'terminating connection due to administrator command'),
      comCodigo('57P02', 'terminating connection because of crash of another server process'),
      comCodigo('57P03', 'the database system is starting up'),
      comCodigo('08006'),
      comCodigo('08001', 'could not establish connection'),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Client has encountered a connection error and is not queryable'),
    ]) {
      expect(bancoIndisponivel(e), String(e)).toBe(true);
    }
  });

  it('looks through the causes drizzle wraps around the driver’s error', () => {
    const driver = comCodigo('57P01');
    expect(bancoIndisponivel(new Error('Failed query: select 1', { cause: driver }))).toBe(true);
    const socket = comCodigo('ECONNRESET', 'read ECONNRESET');
    const fora = new Error('Failed query: commit', {
      cause: new Error('rollback failed', { cause: socket }),
    });
    expect(bancoIndisponivel(fora)).toBe(true);
    expect(bancoIndisponivel(new Error('Failed query: insert', { cause: comCodigo('23505') }))).toBe(false);
  });

  it('a request’s or the code’s fault is not an outage', () => {
    for (const e of [
      comCodigo('23505', 'duplicate key value'),
      comCodigo('22P02', 'invalid input syntax'),
      comCodigo('40P01', 'deadlock detected'),
      new TypeError('x is not a function'),
      null,
      'texto',
    ]) {
      expect(bancoIndisponivel(e)).toBe(false);
    }
  });
});

describe('bancoOcupado', () => {
  it('a lock timeout, through the causes drizzle wraps; not an outage, whose connection would be dropped', () => {
    const timeout = comCodigo('55P03', 'canceling statement due to lock timeout');
    expect(bancoOcupado(new Error('Failed query: update', { cause: timeout }))).toBe(true);
    expect(bancoIndisponivel(timeout)).toBe(false);
    expect(bancoOcupado(comCodigo('40P01'))).toBe(false);
  });
});
