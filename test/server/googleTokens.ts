import { generateKeyPairSync, createSign } from 'node:crypto';

const b64 = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

export interface TokenClaims {
  uid?: string;
  email?: string;
  emailVerified?: boolean;
  name?: string;
  projectId?: string;
  expiresIn?: number;
}

function payload(claims: TokenClaims) {
  const now = Math.floor(Date.now() / 1000);
  const projectId = claims.projectId ?? 'demo-inserat';
  const uid = claims.uid ?? 'uid-123';
  return {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now - 10,
    user_id: uid,
    sub: uid,
    iat: now - 10,
    exp: now + (claims.expiresIn ?? 3600),
    email: claims.email,
    email_verified: claims.emailVerified ?? true,
    name: claims.name,
    firebase: { identities: { 'google.com': [uid], email: [claims.email] }, sign_in_provider: 'google.com' },
  };
}

/** What the Firebase Auth emulator issues: the same claims, unsigned ("alg": "none"). */
export function emulatorToken(claims: TokenClaims = {}): string {
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload(claims))}.`;
}

/** A token that looks like Google's but is signed with a key Google never issued. */
export function forgedToken(claims: TokenClaims = {}): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const head = `${b64({ alg: 'RS256', typ: 'JWT', kid: 'forged-key-id' })}.${b64(payload(claims))}`;
  const signature = createSign('RSA-SHA256').update(head).sign(privateKey).toString('base64url');
  return `${head}.${signature}`;
}
