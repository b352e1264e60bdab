import { isUuid } from '../../../src/domain/id';
import { jwtVerify, SignJWT } from 'jose';
import type { AccessTokenClaims, AccessTokens } from '../ports';

const ISSUER = 'inserat';
const LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** HS256 only: the allow-list stops "alg: none" and algorithm-confusion tokens. */
export class AccessTokensJose implements AccessTokens {
  private readonly key: Uint8Array;
  readonly lifetimeMs = LIFETIME_MS;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessTokenClaims): Promise<string> {
    return new SignJWT({ ver: claims.tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setJti(claims.sessionId)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(Math.floor((Date.now() + LIFETIME_MS) / 1000))
      .sign(this.key);
  }

  /** Null for anything not issued by us, expired or malformed. */
  async verify(token: string): Promise<AccessTokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], issuer: ISSUER });
      // A token signed with our key but naming no account (a leaked key, a token from an older scheme) is no token:
      // the database would refuse a subject that is not a UUID with an error, not with "nobody".
      if (
        typeof payload.sub !== 'string' ||
        !isUuid(payload.sub) ||
        typeof payload.ver !== 'number' ||
        typeof payload.jti !== 'string' ||
        !isUuid(payload.jti)
      )
        return null;
      return { userId: payload.sub, tokenVersion: payload.ver, sessionId: payload.jti };
    } catch {
      return null;
    }
  }
}
