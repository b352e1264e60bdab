import { jwtVerify, SignJWT } from 'jose';
import type { AccessTokens } from '../../application/auth/ports';

export interface AccessTokenClaims {
  userId: string;
  tokenVersion: number;
}

const ISSUER = 'inserat';
const LIFETIME = '7d';

/** HS256 only: the allow-list stops "alg: none" and algorithm-confusion tokens. */
export class AccessTokensJose implements AccessTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessTokenClaims): Promise<string> {
    return new SignJWT({ ver: claims.tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(LIFETIME)
      .sign(this.key);
  }

  /** Null for anything not issued by us, expired or malformed. */
  async verify(token: string): Promise<AccessTokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], issuer: ISSUER });
      if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
      return { userId: payload.sub, tokenVersion: payload.ver };
    } catch {
      return null;
    }
  }
}
