import { ApiError } from '../platform/domain/ApiError';
import type { UserRecord } from './domain/user';
import type { PasswordHasher } from './ports';
import type { AttemptCounter } from '../platform/ports';

/** How many password checks an account, and a client address, may ask for in the window, right or wrong. */
export const REAUTH_LIMITS = { perAccount: 5, perClient: 20, windowMs: 15 * 60 * 1000 };

/**
 * The password asked again before an account changes its address or password or is deleted. Every check is counted
 * before any hashing (per account and per client address), so a signed-in account cannot send a flood of wrong
 * passwords; and it hashes on a lane of its own, so these checks can never take the capacity sign-in needs. A right
 * password ends the account's count.
 */
export class Reauthentication {
  constructor(
    private readonly deps: { hasher: PasswordHasher; attempts: AttemptCounter; limits?: typeof REAUTH_LIMITS },
  ) {}

  /** Refuses a wrong password (naming the field) and, past the limits, any (429 with the wait in Retry-After). */
  async check(user: UserRecord, password: string | undefined, client: string, field = 'password'): Promise<void> {
    // An account made with Google has no password; its session alone vouches for it.
    if (!user.passwordHash) return;
    const limits = this.deps.limits ?? REAUTH_LIMITS;
    const forAccount = `reauth:user:${user.id}`;
    const [byAccount, byClient] = [
      await this.deps.attempts.hit(forAccount, limits.windowMs),
      await this.deps.attempts.hit(`reauth:client:${client}`, limits.windowMs),
    ];
    if (byAccount > limits.perAccount || byClient > limits.perClient) {
      throw new ApiError(
        429,
        'TOO_MANY_ATTEMPTS',
        'Too many password checks; please try again in a quarter of an hour',
        [],
        limits.windowMs / 1000,
      );
    }
    if (!(await this.deps.hasher.verify(password ?? '', user.passwordHash))) {
      throw new ApiError(400, 'VALIDATION_FAILED', 'The password is wrong', [
        { field, code: 'invalid', message: 'The password is wrong' },
      ]);
    }
    await this.deps.attempts.reset(forAccount);
  }
}
