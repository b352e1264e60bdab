import type { ServerConfig } from './config';
import { EmailChangeService } from './application/account/EmailChangeService';
import { Reauthentication } from './application/account/Reauthentication';
import { AuthService } from './application/auth/AuthService';
import { OneTimeCodes } from './application/auth/OneTimeCodes';
import { PhoneVerification } from './application/account/PhoneVerification';
import { Registration } from './application/auth/Registration';
import { PasswordResetService } from './application/auth/PasswordResetService';
import type { Logger } from './application/shared/ports';
import type { chooseAdapters } from './chooseAdapters';
import { PasswordHasherScrypt } from './infrastructure/security/passwords';
import { AccessTokensJose } from './infrastructure/security/tokens';

/**
 * Signing up and in, codes by mail (and by SMS for a phone number), a forgotten password, a new e-mail address, and
 * the password asked again.
 */
export function composeAuth(
  config: ServerConfig,
  adapters: Awaited<ReturnType<typeof chooseAdapters>>,
  log: Logger,
  sessionsChanged: (userId: string) => void,
) {
  const { uow, clock, attempts, jobs, mailer, secrets } = adapters;
  const hasher = new PasswordHasherScrypt(config.scrypt);
  // The password asked again (e-mail change, new password, deletion) hashes on a lane of its own, one at a time:
  // however many a signed-in account sends, sign-in keeps its two.
  const reauthentication = new Reauthentication({
    hasher: new PasswordHasherScrypt(config.scrypt, { concurrency: 1, queueLimit: 4 }),
    attempts,
  });
  const codes = new OneTimeCodes({
    uow,
    secrets,
    clock,
    mailer,
    log,
    attempts,
    jobs,
    mailsPerAddressPerHour: config.rateLimit.mailsPerAddressPerHour,
  });
  const auth = new AuthService({
    uow,
    hasher,
    tokens: new AccessTokensJose(config.jwtSecret),
    clock,
    log,
    attempts,
    limits: { loginFailuresBeforeDelay: config.rateLimit.loginFailuresBeforeDelay },
    publicUrl: config.publicUrl,
    mailer,
    sessionsChanged,
  });
  const passwordReset = new PasswordResetService({
    uow,
    hasher,
    secrets,
    codes,
    jobs,
    clock,
    attempts,
    notices: auth,
    sessionsChanged,
  });
  const registration = new Registration({
    uow,
    hasher,
    codes,
    jobs,
    clock,
    log,
    publicUrl: config.publicUrl,
    sessions: auth,
  });
  jobs.work('activation-code', (job) => registration.sendActivationCode(job));
  jobs.work('reset-code', (job) => passwordReset.sendCode(job));
  jobs.work('registration-attempt', (job) => registration.mailRegistrationAttempt(job));
  const emailChange = new EmailChangeService({
    uow,
    reauthentication,
    codes,
    mailer,
    clock,
    log,
    publicUrl: config.publicUrl,
  });
  // A seller's mobile number, confirmed by a code by SMS (the seller card's "Telefon bestätigt").
  const phoneVerification = new PhoneVerification({ uow, codes, sms: adapters.sms, attempts, clock });
  return { hasher, reauthentication, auth, registration, passwordReset, emailChange, phoneVerification };
}
