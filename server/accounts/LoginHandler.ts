import type { Session } from '../../src/domain/user';
import { normalizeEmail } from '../../src/domain/validation';
import { ApiError } from '../platform/domain/ApiError';
import type { AttemptCounter, Clock, UnitOfWork } from '../platform/ports';
import type { IssueSession } from './IssueSession';
import type { KnownDevices } from './KnownDevices';
import type { HashLane, PasswordHasher } from './ports';

/** Failed logins of an account count for 15 minutes; past the threshold each try waits 1 s, 2 s, 4 s … at most 10 s. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_LOGIN_DELAY_MS = 10_000;
const MINUTE = 60_000;

/** Who is signing in, beyond the form: the client's address (its /64 for IPv6) and the device cookie, if any. */
export interface LoginClient {
  key: string;
  deviceCookie?: string;
}

/** Sign-in with e-mail and password (spec §7, docs/decisions.md §2). */
export class LoginHandler {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'users'>;
      hasher: PasswordHasher;
      clock: Clock;
      /** Failed logins per account (README "Security"). */
      attempts: AttemptCounter;
      limits: { loginFailuresBeforeDelay: number; loginsPerIpPerMinute: number };
      sessions: Pick<IssueSession, 'execute'>;
      devices: Pick<KnownDevices, 'knows' | 'idOf' | 'otherAccounts'>;
    },
  ) {}

  /**
   * Tries that did not succeed count, per address: past the threshold each try waits a little longer (at most 10 s)
   * instead of being refused, so nobody can lock the owner out by failing on purpose; the right password or a password
   * reset clears the count. A try is counted before its password is hashed (a right one takes its count back), so a
   * burst of guesses at once sees itself: all but its first hash in the lane for addresses with recent failures.
   *
   * Floods from one client address are refused early and cheaply (issue 68): past half of LOGINS_PER_IP_PER_MINUTE
   * its sign-ins from unknown devices hash in the suspect lane, past all of it they are refused before any hashing.
   * A device that signed in to this account before (its cookie) is neither slowed nor refused for its address, and is
   * served first: the person whose device it is gets in under any flood.
   */
  async execute(emailInput: string, password: string, userAgent: string, client: LoginClient): Promise<Session> {
    const email = normalizeEmail(emailInput);
    const user = await this.deps.uow.repos.users.findByEmail(email);
    // A known device that keeps failing (a stolen cookie without the password) is known no more.
    const deviceFailuresKey = `login-device:${this.deps.devices.idOf(client.deviceCookie)}`;
    const known =
      user !== null &&
      this.deps.devices.knows(user.id, client.deviceCookie) &&
      (await this.deps.attempts.count(deviceFailuresKey)) < this.deps.limits.loginFailuresBeforeDelay;
    const clientKey = `login-client:${client.key}`;
    const fromAddress = known ? 0 : await this.deps.attempts.hit(clientKey, MINUTE);
    const perMinute = this.deps.limits.loginsPerIpPerMinute;
    if (fromAddress > perMinute)
      throw new ApiError(429, 'RATE_LIMITED', 'Too many sign-ins from this address; please wait a minute', [], 60);
    const failuresKey = `login:${email}`;
    const before = (await this.deps.attempts.hit(failuresKey, LOGIN_FAILURE_WINDOW_MS)) - 1;
    const over = before - this.deps.limits.loginFailuresBeforeDelay;
    if (over >= 0 && !known) await this.deps.clock.sleep(Math.min(1000 * 2 ** over, MAX_LOGIN_DELAY_MS));
    const lane: HashLane = known ? 'known' : before > 0 || fromAddress > perMinute / 2 ? 'suspect' : 'normal';
    // An address tried recently without success (known or not: the lane must not tell) hashes where floods of guesses
    // wait; so does one whose other tries arrived while this one waited for its turn (the head of a burst), to this
    // account or from this client address (55 guesses at once: the first 15 would otherwise keep the normal lane).
    const stillNormal = async () =>
      (await this.deps.attempts.count(failuresKey)) <= before + 1 &&
      (known || (await this.deps.attempts.count(clientKey)) <= perMinute / 2);
    const valid = await this.deps.hasher.verify(password, user?.passwordHash ?? null, lane, stillNormal);
    // Unknown e-mail and wrong password answer identically (docs/decisions.md §2: no account enumeration).
    if (!user || !valid) {
      if (known) await this.deps.attempts.hit(deviceFailuresKey, LOGIN_FAILURE_WINDOW_MS);
      throw new ApiError(401, 'INVALID_CREDENTIALS', 'E-mail or password is wrong');
    }
    await this.deps.attempts.reset(failuresKey);
    if (user.blocked) throw new ApiError(403, 'ACCOUNT_BLOCKED', 'This account is blocked');
    if (!user.activated) throw new ApiError(403, 'ACCOUNT_NOT_ACTIVATED', 'The account is not activated yet');
    return this.deps.sessions.execute(user, userAgent, this.deps.devices.otherAccounts(user.id, client.deviceCookie));
  }
}
