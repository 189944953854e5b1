import { createHmac } from 'node:crypto';
import { inject } from 'vitest';

function base64url(dados: string | Buffer): string {
  return Buffer.from(dados).toString('base64url');
}

/** An HS256 token the spawned API accepts (same secret, issuer and claims as apps/api/src/auth/tokens.ts). */
export function forjarToken(opts: {
  codpessoa: number;
  paramsistema?: string;
  /** The server-side session the token belongs to (a real one: the API refuses tokens of unknown sessions). */
  sid: string;
  iat: number;
  exp: number;
}): string {
  const cabecalho = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const corpo = base64url(
    JSON.stringify({
      ps: opts.paramsistema ?? '',
      sid: opts.sid,
      sub: String(opts.codpessoa),
      iss: 'portal-api',
      iat: opts.iat,
      exp: opts.exp,
    }),
  );
  const assinatura = createHmac('sha256', Buffer.from(inject('jwtSecret'), 'utf8'))
    .update(`${cabecalho}.${corpo}`)
    .digest('base64url');
  return `${cabecalho}.${corpo}.${assinatura}`;
}

/** The claims of a token (no verification; tests read what the API signed). */
export function lerClaims(token: string): { sub: string; ps: string; sid: string; iat: number; exp: number } {
  const corpo = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(corpo, 'base64url').toString('utf8'));
}
