import type { Session } from '../../src/domain/user';
import { normalizeEmail } from '../../src/domain/validation';
import { ApiError } from '../platform/domain/ApiError';
import type { Clock, UnitOfWork } from '../platform/ports';
import type { Language } from './domain/user';
import type { IssueSession } from './IssueSession';
import type { VerifiedIdentity } from './ports';

export class SignInWithGoogleHandler {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'codes' | 'sessions' | 'users'>;
      clock: Clock;
      sessions: Pick<IssueSession, 'execute'>;
    },
  ) {}

  /**
   * Google sign-in (POST /auth/google): the verified token decides, not the body. The e-mail must be verified;
   * an existing account with that e-mail is used, otherwise an activated USER is created. Blocked accounts stay out.
   * An account never activated was made by someone who never proved the address — perhaps not its owner, who has
   * just proved it through Google: it is activated without the password that someone set (and without any code or
   * session of theirs), so a pre-registered account cannot be taken over.
   */
  async execute(
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
    return this.deps.sessions.execute(user, userAgent);
  }
}
