import type { Session } from '../../src/domain/user';
import { normalizeEmail } from '../../src/domain/validation';
import { ApiError } from '../platform/domain/ApiError';
import type { AttemptCounter, Clock, UnitOfWork } from '../platform/ports';
import type { IssueSession } from './IssueSession';
import type { PasswordHasher } from './ports';

/** Failed logins of an account count for 15 minutes; past the threshold each try waits 1 s, 2 s, 4 s … at most 10 s. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_LOGIN_DELAY_MS = 10_000;

/** Sign-in with e-mail and password (spec §7, docs/decisions.md §2). */
export class LoginHandler {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'users'>;
      hasher: PasswordHasher;
      clock: Clock;
      /** Failed logins per account (README "Security"). */
      attempts: AttemptCounter;
      limits: { loginFailuresBeforeDelay: number };
      sessions: Pick<IssueSession, 'execute'>;
    },
  ) {}

  /**
   * Tries that did not succeed count, per address: past the threshold each try waits a little longer (at most 10 s)
   * instead of being refused, so nobody can lock the owner out by failing on purpose; the right password or a password
   * reset clears the count. A try is counted before its password is hashed (a right one takes its count back), so a
   * burst of guesses at once sees itself: all but its first hash in the lane for addresses with recent failures.
   */
  async execute(emailInput: string, password: string, userAgent: string): Promise<Session> {
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
    return this.deps.sessions.execute(user, userAgent);
  }
}
