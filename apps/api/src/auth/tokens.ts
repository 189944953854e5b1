import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'portal-api';

/** What a token says about its holder. */
export interface TokenClaims {
  codpessoa: number;
  /** The system parameters in force (SPEC §3: five slots joined by ';'). */
  paramsistema: string;
}

export interface VerifiedToken extends TokenClaims {
  issuedAt: number;
  expiresAt: number;
}

/** Short-lived HS256 JWTs (jose); renewed once past half their life. */
export class Tokens {
  constructor(
    private readonly secret: Uint8Array,
    readonly ttlSeconds: number,
  ) {}

  sign(claims: TokenClaims, now = Date.now()): Promise<string> {
    const iat = Math.floor(now / 1000);
    return new SignJWT({ ps: claims.paramsistema })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.codpessoa))
      .setIssuer(ISSUER)
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.ttlSeconds)
      .sign(this.secret);
  }

  /** The claims of a valid, unexpired token; null for anything else. */
  async verify(token: string, now = Date.now()): Promise<VerifiedToken | null> {
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        currentDate: new Date(now),
      });
      const codpessoa = Number(payload.sub);
      if (
        !Number.isSafeInteger(codpessoa) ||
        typeof payload.iat !== 'number' ||
        typeof payload.exp !== 'number'
      ) {
        return null;
      }
      return {
        codpessoa,
        paramsistema: typeof payload.ps === 'string' ? payload.ps : '',
        issuedAt: payload.iat,
        expiresAt: payload.exp,
      };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }

  /** True once the token has lived more than half its lifetime. */
  needsRenewal(token: VerifiedToken, now = Date.now()): boolean {
    const half = (token.expiresAt - token.issuedAt) / 2;
    return now / 1000 - token.issuedAt >= half;
  }
}
