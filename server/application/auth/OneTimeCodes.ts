import { ApiError } from '../../domain/ApiError';
import type { CodePurpose, CodeRecord } from '../../domain/code';
import type { UserRecord } from '../../domain/user';
import type { AttemptCounter, Clock, Logger, Mailer, MailMessage, UnitOfWork } from '../shared/ports';
import type { SecretHasher } from './ports';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
export const RESEND_INTERVAL_MS = 60 * 1000;
export const MAIL_WINDOW_MS = 60 * 60 * 1000;

/**
 * The codes that prove an address (activation, password reset; DESIGN.md §2): made from a CSPRNG and stored as keyed
 * hashes, valid 10 minutes, five tries, one resend a minute; and the mails that carry them, at most so many per address
 * and hour.
 */
export class OneTimeCodes {
  constructor(
    private readonly deps: {
      uow: UnitOfWork;
      secrets: SecretHasher;
      clock: Clock;
      mailer: Mailer;
      log: Logger;
      attempts: AttemptCounter;
      mailsPerAddressPerHour: number;
    },
  ) {}

  /** The account's latest code of this purpose if `code` is it; every try is spent, right or wrong. */
  async check(user: UserRecord, purpose: CodePurpose, code: string): Promise<CodeRecord> {
    const { uow, clock, secrets } = this.deps;
    const record = await uow.repos.codes.latest(user.id, purpose);
    if (!record || record.usedAt) throw new ApiError(400, 'CODE_INVALID', 'The code is not correct');
    if (record.expiresAt.getTime() < clock.now().getTime()) throw new ApiError(400, 'CODE_EXPIRED', 'The code has expired');
    // The attempt is spent in the database before the code is compared: concurrent guesses share the five.
    const spent = await uow.repos.codes.spendAttempt(record.id, MAX_CODE_ATTEMPTS);
    if (spent === null) throw new ApiError(429, 'TOO_MANY_ATTEMPTS', 'Too many wrong codes; request a new one');
    if (!secrets.matches(code, record.codeHash)) {
      if (spent >= MAX_CODE_ATTEMPTS) throw new ApiError(429, 'TOO_MANY_ATTEMPTS', 'Too many wrong codes; request a new one');
      throw new ApiError(400, 'CODE_INVALID', 'The code is not correct');
    }
    return record;
  }

  /**
   * A new code, unless one was sent to the same address less than a minute ago (resend throttle). `target`: the address
   * the code goes to when it is not the account's own (an e-mail change); a code proves only its own target, so
   * another address always gets a new one. Under the account's row lock: two code jobs for one account (forgot, then
   * resend at once) may run at the same time, and must not both mail a code.
   */
  async fresh(user: UserRecord, purpose: CodePurpose, target?: string): Promise<string | null> {
    const { uow, clock, secrets } = this.deps;
    return uow.transaction(async (repos) => {
      if (!(await repos.users.lockForUpdate(user.id))) return null;
      const now = clock.now();
      const latest = await repos.codes.latest(user.id, purpose);
      const sameTarget = (latest?.target ?? null) === (target ?? null);
      if (latest && !latest.usedAt && sameTarget && now.getTime() - latest.createdAt.getTime() < RESEND_INTERVAL_MS) return null;
      const code = secrets.newCode();
      await repos.codes.issue(user.id, purpose, secrets.hash(code), now, new Date(now.getTime() + CODE_TTL_MS), target);
      return code;
    });
  }

  /** Mails to one address per hour, counted whether or not it has an account (the answer must not tell). */
  async spendMailBudget(email: string): Promise<void> {
    if ((await this.deps.attempts.hit(`mail:${email}`, MAIL_WINDOW_MS)) > this.deps.mailsPerAddressPerHour) {
      throw new ApiError(429, 'MAIL_QUOTA_REACHED', 'Too many e-mails to this address; please try again in an hour');
    }
  }

  async mail(compose: (user: UserRecord) => MailMessage, user: UserRecord): Promise<void> {
    try {
      await this.deps.mailer.send(compose(user));
    } catch (error) {
      // The account and code exist; the user can ask for a new mail. The failure is ours to fix, not theirs.
      this.deps.log.error({ err: error, to: user.email }, 'sending mail failed');
    }
  }
}
