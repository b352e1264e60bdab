import type { Session } from '../../../src/domain/user';
import { normalizeEmail } from '../../../src/domain/validation';
import { securityMail, type SecurityEvent } from '../mail/securityMail';
import { ApiError } from '../../domain/ApiError';
import type { AccessTokens, PasswordHasher, VerifiedIdentity } from './ports';
import type { AttemptCounter, Clock, Logger, Mailer, SessionsChanged, UnitOfWork } from '../shared/ports';
import type { Language, UserRecord } from '../../domain/user';
import { toApiUser } from '../serialize';

/** Failed logins of an account count for 15 minutes; past the threshold each try waits 1 s, 2 s, 4 s … at most 10 s. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_LOGIN_DELAY_MS = 10_000;

export interface AuthDependencies {
  uow: UnitOfWork<'codes' | 'sessions' | 'users'>;
  hasher: PasswordHasher;
  tokens: AccessTokens;
  clock: Clock;
  log: Logger;
  /** Failed logins per account (README "Security"). */
  attempts: AttemptCounter;
  limits: { loginFailuresBeforeDelay: number };
  /** The site's address, for links in mails. */
  publicUrl: string;
  /** Security notices (a new device, a changed password) go straight to the queue, not through a code's budget. */
  mailer: Mailer;
  sessionsChanged: SessionsChanged;
}

/** Who is calling: the account and the session of the token. */
export interface Identity {
  user: UserRecord;
  sessionId: string;
}

export interface ActiveSession {
  id: string;
  userAgent: string;
  createdAt: Date;
  lastUsedAt: Date;
  current: boolean;
}

/**
 * Sign-in and sessions (spec §7, docs/decisions.md §2); new accounts: Registration; forgotten passwords:
 * PasswordResetService.
 */
export class AuthService {
  constructor(private readonly deps: AuthDependencies) {}

  /** A new server-side session for this browser (its user agent tells the sessions apart) and its token. */
  async issueSession(user: UserRecord, userAgent: string): Promise<Session> {
    const now = this.deps.clock.now();
    const agent = userAgent.slice(0, 300);
    const { sessions } = this.deps.uow.repos;
    const history = await sessions.deviceHistory(user.id, agent);
    const session = await sessions.create({
      userId: user.id,
      userAgent: agent,
      now,
      expiresAt: new Date(now.getTime() + this.deps.tokens.lifetimeMs),
    });
    // The first session of an account is its owner's; after that, a browser never seen before is worth a mail.
    if (history.signedInBefore && !history.fromThisDevice) await this.notify(user, 'new_device', agent);
    const accessToken = await this.deps.tokens.sign({
      userId: user.id,
      tokenVersion: user.tokenVersion,
      sessionId: session.id,
    });
    return { accessToken, user: toApiUser(user) };
  }

  /** Mails the owner about a security event; a notice that cannot be queued is logged, never fails the action. */
  async notify(user: UserRecord, event: SecurityEvent, userAgent: string): Promise<void> {
    const resetUrl = `${this.deps.publicUrl}/auth/forgot-password`;
    await this.deps.mailer
      .send(
        securityMail({
          to: user.email,
          name: user.name,
          language: user.language,
          event,
          at: this.deps.clock.now(),
          userAgent,
          resetUrl,
        }),
      )
      .catch((err: unknown) => this.deps.log.error({ err, event }, 'queueing a security notice failed'));
  }

  /** The account's active sessions, the caller's own marked. */
  async sessions(identity: Identity): Promise<ActiveSession[]> {
    const rows = await this.deps.uow.repos.sessions.listActive(identity.user.id, this.deps.clock.now());
    return rows.map((r) => ({
      id: r.id,
      userAgent: r.userAgent,
      createdAt: r.createdAt,
      lastUsedAt: r.lastUsedAt,
      current: r.id === identity.sessionId,
    }));
  }

  /** Ends one of the account's sessions (its token stops working at once); 404 when there is no such active one. */
  async endSession(identity: Identity, sessionId: string): Promise<void> {
    if (!(await this.deps.uow.repos.sessions.revoke(identity.user.id, sessionId, this.deps.clock.now())))
      throw ApiError.notFound('Session');
    this.deps.sessionsChanged(identity.user.id);
  }

  /** "Sign out everywhere else": every session but the caller's ends. */
  async endOtherSessions(identity: Identity): Promise<void> {
    await this.deps.uow.repos.sessions.revokeAll(identity.user.id, this.deps.clock.now(), identity.sessionId);
    this.deps.sessionsChanged(identity.user.id);
  }

  /** Logout: this session ends on the server too, whatever happens to the token in the browser. */
  async logout(identity: Identity): Promise<void> {
    await this.deps.uow.repos.sessions.revoke(identity.user.id, identity.sessionId, this.deps.clock.now());
    this.deps.sessionsChanged(identity.user.id);
  }

  /**
   * Google sign-in (POST /auth/google): the verified token decides, not the body. The e-mail must be verified;
   * an existing account with that e-mail is used, otherwise an activated USER is created. Blocked accounts stay out.
   * An account never activated was made by someone who never proved the address — perhaps not its owner, who has
   * just proved it through Google: it is activated without the password that someone set (and without any code or
   * session of theirs), so a pre-registered account cannot be taken over.
   */
  async googleLogin(
    identity: VerifiedIdentity,
    profile: { name: string; phone: string; img: string },
    language: Language,
    userAgent: string,
  ): Promise<Session> {
    if (!identity.email || !identity.emailVerified) {
      throw new ApiError(403, 'FORBIDDEN', 'Google did not confirm this e-mail address');
    }
    const email = normalizeEmail(identity.email);
    const user = await this.deps.uow.transaction(async (repos) => {
      const existing = await repos.users.findByEmail(email);
      if (existing) {
        if (existing.blocked) throw new ApiError(403, 'ACCOUNT_BLOCKED', 'This account is blocked');
        if (existing.activated) return existing;
        const now = this.deps.clock.now();
        await repos.sessions.revokeAll(existing.id, now, null);
        await repos.codes.expireAll(existing.id, now);
        await repos.users.update(existing.id, { activated: true, passwordHash: null });
        return (await repos.users.bumpTokenVersion(existing.id))!;
      }
      const displayName = (identity.name ?? profile.name).trim();
      const [first, ...rest] = displayName.split(/\s+/).filter(Boolean);
      const img = identity.picture ?? (/^https:\/\//.test(profile.img) ? profile.img : null);
      return repos.users.create({
        name: (first ?? email.split('@')[0]!).slice(0, 80),
        lastname: rest.join(' ').slice(0, 80),
        email,
        phoneNumber: identity.phone ?? (profile.phone.trim() || null),
        img,
        role: 'USER',
        passwordHash: null,
        activated: true,
        language,
      });
    });
    return this.issueSession(user, userAgent);
  }

  /** The user and session behind a bearer token, or null: wrong signature, old token version, ended session, blocked or deleted. */
  async authenticate(token: string): Promise<Identity | null> {
    const claims = await this.deps.tokens.verify(token);
    if (!claims) return null;
    const { repos } = this.deps.uow;
    const [user, session] = await Promise.all([
      repos.users.findById(claims.userId),
      repos.sessions.findById(claims.sessionId),
    ]);
    if (!user || user.blocked || !user.activated || user.tokenVersion !== claims.tokenVersion) return null;
    const now = this.deps.clock.now();
    // The token's own expiry (checked above) bounds the session's life; here only whether it was ended.
    if (!session || session.userId !== user.id || session.revokedAt) return null;
    await repos.sessions.touch(session.id, now);
    return { user, sessionId: session.id };
  }

  /**
   * Tries that did not succeed count, per address: past the threshold each try waits a little longer (at most 10 s)
   * instead of being refused, so nobody can lock the owner out by failing on purpose; the right password or a password
   * reset clears the count. A try is counted before its password is hashed (a right one takes its count back), so a
   * burst of guesses at once sees itself: all but its first hash in the lane for addresses with recent failures.
   */
  async login(emailInput: string, password: string, userAgent: string): Promise<Session> {
    const email = normalizeEmail(emailInput);
    const failuresKey = `login:${email}`;
    const before = (await this.deps.attempts.hit(failuresKey, LOGIN_FAILURE_WINDOW_MS)) - 1;
    const over = before - this.deps.limits.loginFailuresBeforeDelay;
    if (over >= 0) await this.deps.clock.sleep(Math.min(1000 * 2 ** over, MAX_LOGIN_DELAY_MS));
    const user = await this.deps.uow.repos.users.findByEmail(email);
    // An address tried recently without success (known or not: the lane must not tell) hashes where floods of guesses
    // wait; so does one whose other tries arrived while this one waited for its turn (the head of a burst).
    const stillNormal = async () => (await this.deps.attempts.count(failuresKey)) <= before + 1;
    const valid = await this.deps.hasher.verify(
      password,
      user?.passwordHash ?? null,
      before > 0 ? 'suspect' : 'normal',
      stillNormal,
    );
    // Unknown e-mail and wrong password answer identically (docs/decisions.md §2: no account enumeration).
    if (!user || !valid) throw new ApiError(401, 'INVALID_CREDENTIALS', 'E-mail or password is wrong');
    await this.deps.attempts.reset(failuresKey);
    if (user.blocked) throw new ApiError(403, 'ACCOUNT_BLOCKED', 'This account is blocked');
    if (!user.activated) throw new ApiError(403, 'ACCOUNT_NOT_ACTIVATED', 'The account is not activated yet');
    return this.issueSession(user, userAgent);
  }
}
