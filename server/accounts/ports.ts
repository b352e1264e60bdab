import type { CodePurpose, CodeRecord } from './domain/code';
import type { SessionRecord } from './domain/session';
import type { NewUser, UserPatch, UserRecord } from './domain/user';

export interface UserRepository {
  findById(id: string): Promise<UserRecord | null>;
  /** The users that exist among these ids, in no particular order. */
  findManyById(ids: string[]): Promise<UserRecord[]>;
  /** Locks the user's row until the transaction ends (code jobs for one account run one after the other); false if gone. */
  lockForUpdate(id: string): Promise<boolean>;
  findByEmail(email: string): Promise<UserRecord | null>;
  create(user: NewUser): Promise<UserRecord>;
  update(id: string, patch: UserPatch): Promise<UserRecord | null>;
  bumpTokenVersion(id: string): Promise<UserRecord | null>;
  delete(id: string): Promise<void>;
  latest(limit: number): Promise<UserRecord[]>;
  list(query: { offset: number; limit: number; q: string | null }): Promise<{ items: UserRecord[]; total: number }>;
  count(): Promise<number>;
}

export interface SessionRepository {
  create(session: {
    userId: string;
    userAgent: string;
    now: Date;
    expiresAt: Date;
    otherAccountsOnDevice?: number;
  }): Promise<SessionRecord>;
  findById(id: string): Promise<SessionRecord | null>;
  /** Records use at most once a minute (a write per request would be waste). */
  touch(id: string, now: Date): Promise<void>;
  /** Sessions not revoked and not expired, most recently used first. */
  listActive(userId: string, now: Date): Promise<SessionRecord[]>;
  /** Revokes one session of that user; false when there is no such active session. */
  revoke(userId: string, id: string, now: Date): Promise<boolean>;
  /** Whether the account ever had a session (revoked and expired ones too), and one from this browser. */
  deviceHistory(userId: string, userAgent: string): Promise<{ signedInBefore: boolean; fromThisDevice: boolean }>;
  /** Revokes every session of the user except `keep` (null: all). */
  revokeAll(userId: string, now: Date, keep: string | null): Promise<void>;
}

export interface CodeRepository {
  /** The newest code of that purpose, used or not. */
  latest(userId: string, purpose: CodePurpose): Promise<CodeRecord | null>;
  /** Replaces every earlier code of that purpose: only the newest code works. */
  /** Ends the account's open codes of that purpose and stores the new one, issued at the application clock's time. */
  issue(
    userId: string,
    purpose: CodePurpose,
    codeHash: string,
    issuedAt: Date,
    expiresAt: Date,
    target?: string,
  ): Promise<CodeRecord>;
  /** Ends every open code of the account (someone else proved its address: what was mailed before opens nothing). */
  expireAll(userId: string, now: Date): Promise<void>;
  update(
    id: string,
    patch: Partial<Pick<CodeRecord, 'attempts' | 'verifiedAt' | 'resetTokenHash' | 'usedAt'>>,
  ): Promise<void>;
  /**
   * Spends one of the code's attempts, atomically, and returns how many are spent now; null when the code is used
   * or already at `max`. Every check spends one, so concurrent guesses cannot together try more than `max` codes.
   */
  spendAttempt(id: string, max: number): Promise<number | null>;
}

/**
 * Which line a password check waits in: sign-ins of addresses with recent failures, or from a client address sending
 * many (where floods of guesses go), have a lane of their own, so the capacity honest sign-ins need is never theirs;
 * a sign-in from a device its owner signed in from before ('known') is served before everyone else in the normal lane.
 */
export type HashLane = 'known' | 'normal' | 'suspect';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /**
   * Does the same work when `stored` is null, so timing does not reveal whether an account exists. A check that had to
   * wait in the normal lane asks `stillNormal` when its turn comes and moves to the suspect lane if not: the first
   * guess of a burst arrives before the rest of it and looks honest, but by its turn the burst is counted.
   */
  verify(
    password: string,
    stored: string | null,
    lane?: HashLane,
    stillNormal?: () => Promise<boolean>,
  ): Promise<boolean>;
}

/** What an access token says: whose it is, under which token version, for which session, until when. */
export interface AccessTokenClaims {
  userId: string;
  tokenVersion: number;
  sessionId: string;
}

export interface AccessTokens {
  /** How long a token is valid; its session expires with it. */
  readonly lifetimeMs: number;
  sign(claims: AccessTokenClaims): Promise<string>;
  verify(token: string): Promise<AccessTokenClaims | null>;
}

/** Keyed hashing of short secrets (codes, reset cookies) and the CSPRNG that makes them. */
export interface SecretHasher {
  hash(value: string): string;
  matches(value: string, hash: string): boolean;
  newCode(): string;
  newSecret(): string;
}

/** A verified third-party identity (Firebase ID token). */
export interface VerifiedIdentity {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
  phone: string | null;
}

export interface IdentityTokens {
  /** Throws for anything forged, expired, for another project or unsigned (outside the emulator). */
  verify(idToken: string): Promise<VerifiedIdentity>;
}

/** The records and rules this feature publishes with its port. */
export * from './domain/code';
export * from './domain/session';
export * from './domain/user';

/** How the API shows what this feature keeps, for the routes of every feature. */
export { toApiUser } from './userView';
export { e164 } from './mobileNumbers';
export type { Authenticate } from './Authenticate';
