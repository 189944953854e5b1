import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'portal-api';
/** A ticket's issuer: a token is never taken as a ticket, nor a ticket as a token (each checks its own). */
const ISSUER_BILHETE = 'portal-mudancas';
/** A ticket's life: long enough to open the stream, short enough that one read from a URL is worth nothing. */
export const BILHETE_TTL_S = 60;
/** Verified tokens kept in memory; the oldest leaves first. */
const MAXIMO_VERIFICADOS = 50_000;

/** What a token says about its holder. */
export interface TokenClaims {
  codpessoa: number;
  /** The system parameters in force (SPEC §3: five slots joined by ';'). */
  paramsistema: string;
  /** The server-side session (auth/sessoes.ts) the token belongs to; renewals keep it. */
  sid: string;
}

export interface VerifiedToken extends TokenClaims {
  issuedAt: number;
  expiresAt: number;
}

/**
 * Short-lived HS256 JWTs (jose); renewed once past half their life. A token is valid only while its session
 * is: `revogada` answers from memory (kept current across processes by auth/sessoes.ts), never from a query.
 */
export class Tokens {
  constructor(
    private readonly secret: Uint8Array,
    readonly ttlSeconds: number,
    private readonly revogada: (sid: string) => boolean = () => false,
  ) {}

  sign(claims: TokenClaims, now = Date.now()): Promise<string> {
    const iat = Math.floor(now / 1000);
    return new SignJWT({ ps: claims.paramsistema, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.codpessoa))
      .setIssuer(ISSUER)
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.ttlSeconds)
      .sign(this.secret);
  }

  /**
   * Tokens whose signature was checked, by their exact text: a client repeats its token on every request, and
   * the HMAC through WebCrypto was the costliest step of an authenticated read. Expiry and revocation are still
   * checked on every call.
   */
  private readonly verificados = new Map<string, VerifiedToken>();

  /** The claims of a valid, unexpired token of an open session; null for anything else. */
  async verify(token: string, now = Date.now()): Promise<VerifiedToken | null> {
    const guardado = this.verificados.get(token);
    if (guardado) {
      if (guardado.expiresAt > Math.floor(now / 1000) && !this.revogada(guardado.sid)) return guardado;
      this.verificados.delete(token);
      return null;
    }
    const verificado = await this.verificarAssinatura(token, now);
    if (verificado) {
      if (this.verificados.size >= MAXIMO_VERIFICADOS) {
        this.verificados.delete(this.verificados.keys().next().value as string);
      }
      this.verificados.set(token, verificado);
    }
    return verificado;
  }

  private async verificarAssinatura(
    token: string,
    now: number,
    issuer = ISSUER,
  ): Promise<VerifiedToken | null> {
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        issuer,
        algorithms: ['HS256'],
        currentDate: new Date(now),
      });
      const codpessoa = Number(payload.sub);
      if (
        !Number.isSafeInteger(codpessoa) ||
        typeof payload.iat !== 'number' ||
        typeof payload.exp !== 'number' ||
        typeof payload.sid !== 'string' ||
        this.revogada(payload.sid)
      ) {
        return null;
      }
      return {
        codpessoa,
        sid: payload.sid,
        paramsistema: typeof payload.ps === 'string' ? payload.ps : '',
        issuedAt: payload.iat,
        expiresAt: payload.exp,
      };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }

  /** A ticket for the stream of changes (GET /api/V4/mudancas): the session's claims, for one minute. */
  assinarBilhete(claims: TokenClaims, now = Date.now()): Promise<string> {
    const iat = Math.floor(now / 1000);
    return new SignJWT({ ps: claims.paramsistema, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.codpessoa))
      .setIssuer(ISSUER_BILHETE)
      .setIssuedAt(iat)
      .setExpirationTime(iat + BILHETE_TTL_S)
      .sign(this.secret);
  }

  /** A ticket's claims while it is unexpired and its session open; null for anything else (a token included). */
  verificarBilhete(bilhete: string, now = Date.now()): Promise<VerifiedToken | null> {
    return this.verificarAssinatura(bilhete, now, ISSUER_BILHETE);
  }

  /** True once the token has lived more than half its lifetime. */
  needsRenewal(token: VerifiedToken, now = Date.now()): boolean {
    const half = (token.expiresAt - token.issuedAt) / 2;
    return now / 1000 - token.issuedAt >= half;
  }
}
