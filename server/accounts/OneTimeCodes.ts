import { ApiError } from '../platform/domain/ApiError';
import type { CodePurpose, CodeRecord } from './domain/code';
import type { UserRecord } from './domain/user';
import { ServiceBusy } from '../platform/domain/ServiceBusy';
import type { AttemptCounter, Clock, JobQueue, Logger, Mailer, MailMessage, UnitOfWork } from '../platform/ports';
import type { SecretHasher } from './ports';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
export const RESEND_INTERVAL_MS = 60 * 1000;
export const MAIL_WINDOW_MS = 60 * 60 * 1000;
/** Mails actually sent to one address in the window, from every requester together: twice what one requester may ask for. */
export const ADDRESS_MAILS_FACTOR = 2;
/** Code work waiting in the queues beyond which new code requests are answered "busy" (for every address alike). */
export const CODE_BACKLOG_LIMIT = 1000;
/** The queues code work goes through: making the code, then its mail. */
export const CODE_QUEUES = ['activation-code', 'reset-code', 'code-mail'] as const;

/**
 * The codes that prove an address (activation, password reset; docs/decisions.md §2): made from a CSPRNG and stored as keyed
 * hashes, valid 10 minutes, five tries, one resend a minute; and the mails that carry them, at most so many per address
 * and hour.
 */
export class OneTimeCodes {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'codes' | 'users'>;
      secrets: SecretHasher;
      clock: Clock;
      mailer: Mailer;
      log: Logger;
      attempts: AttemptCounter;
      /** How many code mails one requester may ask for one address in an hour (RATE_LIMIT_MAILS_PER_ADDRESS). */
      mailsPerAddressPerHour: number;
      jobs: Pick<JobQueue, 'pending'>;
    },
  ) {}

  /** The account's latest code of this purpose if `code` is it; every try is spent, right or wrong. */
  async check(user: UserRecord, purpose: CodePurpose, code: string): Promise<CodeRecord> {
    const { uow, clock, secrets } = this.deps;
    const record = await uow.repos.codes.latest(user.id, purpose);
    if (!record || record.usedAt) throw new ApiError(400, 'CODE_INVALID', 'The code is not correct');
    if (record.expiresAt.getTime() < clock.now().getTime())
      throw new ApiError(400, 'CODE_EXPIRED', 'The code has expired');
    // The attempt is spent in the database before the code is compared: concurrent guesses share the five.
    const spent = await uow.repos.codes.spendAttempt(record.id, MAX_CODE_ATTEMPTS);
    if (spent === null) throw new ApiError(429, 'TOO_MANY_ATTEMPTS', 'Too many wrong codes; request a new one');
    if (!secrets.matches(code, record.codeHash)) {
      if (spent >= MAX_CODE_ATTEMPTS)
        throw new ApiError(429, 'TOO_MANY_ATTEMPTS', 'Too many wrong codes; request a new one');
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
      if (latest && !latest.usedAt && sameTarget && now.getTime() - latest.createdAt.getTime() < RESEND_INTERVAL_MS)
        return null;
      const code = secrets.newCode();
      await repos.codes.issue(user.id, purpose, secrets.hash(code), now, new Date(now.getTime() + CODE_TTL_MS), target);
      return code;
    });
  }

  /**
   * A request for a mail to an address (a code, a registration): counted per requester and address, whether or not the
   * address has an account (the answer must not tell), so a stranger spends their own budget, never the owner's. Past
   * the backlog limit of code work, every such request is answered "busy" alike, so no flood can grow the queue
   * without bound and real codes never wait behind hours of junk.
   */
  async acceptRequest(email: string, client: string): Promise<void> {
    if (
      (await this.deps.attempts.hit(`mailreq:${client}:${email}`, MAIL_WINDOW_MS)) > this.deps.mailsPerAddressPerHour
    ) {
      throw new ApiError(
        429,
        'MAIL_QUOTA_REACHED',
        'Too many e-mails to this address; please try again in an hour',
        [],
        MAIL_WINDOW_MS / 1000,
      );
    }
    if ((await this.deps.jobs.pending(CODE_QUEUES)) >= CODE_BACKLOG_LIMIT) throw new ServiceBusy(30);
  }

  /** Whether the address may get another mail this hour (only mails actually sent count, from every requester). */
  async mailBudgetLeft(email: string): Promise<boolean> {
    return (await this.deps.attempts.count(`mail:${email}`)) < this.deps.mailsPerAddressPerHour * ADDRESS_MAILS_FACTOR;
  }

  /** Spends one of the address's mails and hands the mail to the queue for codes (before bulk mail). */
  async mail(compose: (user: UserRecord) => MailMessage, user: UserRecord): Promise<void> {
    await this.deps.attempts.hit(`mail:${user.email}`, MAIL_WINDOW_MS);
    try {
      await this.deps.mailer.send({ ...compose(user), urgent: true });
    } catch (error) {
      // The account and code exist; the user can ask for a new mail. The failure is ours to fix, not theirs.
      this.deps.log.error({ err: error, to: user.email }, 'sending mail failed');
    }
  }
}
