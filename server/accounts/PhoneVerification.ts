import type { PhoneStatus } from '../../src/domain/user';
import { ApiError } from '../platform/domain/ApiError';
import { displayedNumber, mobileNumber } from './mobileNumbers';
import type { UserRecord } from './domain/user';
import type { OneTimeCodes } from './OneTimeCodes';
import type { AttemptCounter, Clock, SmsSender, UnitOfWork } from '../platform/ports';

const HOUR_MS = 3_600_000;
const SMS_PER_HOUR = 5;

const TEXT = {
  de: (code: string) => `Ihr Inserat-Code: ${code}. Er ist 10 Minuten gültig. Geben Sie ihn niemandem weiter.`,
  en: (code: string) => `Your Inserat code: ${code}. It is valid for 10 minutes. Do not share it with anyone.`,
};

/**
 * "Telefon bestätigt" on a seller's card: a code goes by SMS to the mobile number the person gives, and only once they
 * type it back is that number kept as theirs and confirmed. Whether the number itself appears on their ads is their
 * choice, off by default. SMS cost money and reach strangers' phones: five per account and hour.
 */
export class PhoneVerification {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'codes' | 'users'>;
      codes: OneTimeCodes;
      sms: SmsSender;
      attempts: AttemptCounter;
      clock: Clock;
    },
  ) {}

  status(user: UserRecord): PhoneStatus {
    return { phone: user.phoneNumber, verified: user.phoneVerifiedAt !== null, showPhone: user.showPhone };
  }

  /** Sends a code to the number (a second request within a minute sends none: the first is on its way). */
  async requestCode(user: UserRecord, phone: string): Promise<{ to: string }> {
    const to = mobileNumber(phone);
    const code = await this.deps.codes.fresh(user, 'phone', to);
    if (code === null) return { to };
    if ((await this.deps.attempts.hit(`sms:${user.id}`, HOUR_MS)) > SMS_PER_HOUR)
      throw new ApiError(
        429,
        'SMS_QUOTA_REACHED',
        'Too many codes by SMS; please try again in an hour',
        [],
        HOUR_MS / 1000,
      );
    await this.deps.sms.send({ to, text: TEXT[user.language](code) });
    return { to };
  }

  /** The number the code went to becomes the account's, confirmed. */
  async confirm(user: UserRecord, code: string): Promise<PhoneStatus> {
    const record = await this.deps.codes.check(user, 'phone', code.trim());
    const now = this.deps.clock.now();
    const updated = await this.deps.uow.transaction(async (repos) => {
      await repos.codes.update(record.id, { usedAt: now });
      // Kept as people read it (the card shows it so); the code went to the E.164 form.
      return repos.users.update(user.id, { phoneNumber: displayedNumber(record.target!), phoneVerifiedAt: now });
    });
    return this.status(updated!);
  }

  async setShowPhone(user: UserRecord, showPhone: boolean): Promise<PhoneStatus> {
    if (showPhone && user.phoneVerifiedAt === null)
      throw new ApiError(409, 'PHONE_NOT_VERIFIED', 'Confirm the number before showing it');
    return this.status((await this.deps.uow.repos.users.update(user.id, { showPhone }))!);
  }
}
