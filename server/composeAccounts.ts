import type { ServerConfig } from './config';
import type { chooseAdapters } from './chooseAdapters';
import { Authenticate } from './accounts/Authenticate';
import { ChangePasswordHandler } from './accounts/ChangePasswordHandler';
import { ConfirmEmailChange } from './accounts/ConfirmEmailChange';
import { DeleteAccountHandler } from './accounts/DeleteAccountHandler';
import { EndOtherSessionsHandler } from './accounts/EndOtherSessionsHandler';
import { EndSessionHandler } from './accounts/EndSessionHandler';
import { IssueSession } from './accounts/IssueSession';
import { ListSessionsHandler } from './accounts/ListSessionsHandler';
import { KnownDevices } from './accounts/KnownDevices';
import { LoginHandler } from './accounts/LoginHandler';
import { LogoutHandler } from './accounts/LogoutHandler';
import { NotifySecurityEvent } from './accounts/NotifySecurityEvent';
import { OneTimeCodes } from './accounts/OneTimeCodes';
import { PhoneVerification } from './accounts/PhoneVerification';
import { Reauthentication } from './accounts/Reauthentication';
import { Registration } from './accounts/Registration';
import { RequestEmailChange } from './accounts/RequestEmailChange';
import { RequestPasswordReset } from './accounts/RequestPasswordReset';
import { ResetPasswordHandler } from './accounts/ResetPasswordHandler';
import { SaveNotificationSettingsHandler } from './accounts/SaveNotificationSettingsHandler';
import { SaveSellerDetailsHandler } from './accounts/SaveSellerDetailsHandler';
import { SendResetCode } from './accounts/SendResetCode';
import { SignInWithGoogleHandler } from './accounts/SignInWithGoogleHandler';
import { UpdateProfileHandler } from './accounts/UpdateProfileHandler';
import { VerifyResetCodeHandler } from './accounts/VerifyResetCodeHandler';
import { PasswordHasherScrypt } from './accounts/adapters/passwords';
import { AccessTokensJose } from './accounts/adapters/tokens';
import type { Logger, SessionsChanged } from './platform/ports';

/**
 * Accounts: signing up and in, sessions, codes by mail (and by SMS for a phone number), a forgotten password, a new
 * e-mail address, the profile and its settings, whom an account sells as, and deleting it.
 */
export function composeAccounts(
  config: ServerConfig,
  adapters: Awaited<ReturnType<typeof chooseAdapters>>,
  log: Logger,
  deps: { sessionsChanged: SessionsChanged; adsChanged: () => void },
) {
  const { uow, clock, attempts, jobs, mailer, secrets, images } = adapters;
  const { sessionsChanged, adsChanged } = deps;
  const publicUrl = config.publicUrl;
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
  const tokens = new AccessTokensJose(config.jwtSecret);
  const notices = new NotifySecurityEvent({ clock, log, mailer, publicUrl });
  const sessions = new IssueSession({ uow, tokens, clock, notices });
  const knownDevices = new KnownDevices({ secrets });
  const registration = new Registration({
    uow,
    hasher,
    codes,
    jobs,
    clock,
    log,
    publicUrl,
    sessions,
    devices: knownDevices,
  });
  const sendResetCode = new SendResetCode({ uow, codes });
  jobs.work('activation-code', (job) => registration.sendActivationCode(job));
  jobs.work('reset-code', (job) => sendResetCode.execute(job));
  jobs.work('registration-attempt', (job) => registration.mailRegistrationAttempt(job));
  return {
    hasher,
    reauthentication,
    knownDevices,
    issueSession: sessions,
    authenticate: new Authenticate({ uow, tokens, clock }),
    login: new LoginHandler({
      uow,
      hasher,
      clock,
      attempts,
      limits: {
        loginFailuresBeforeDelay: config.rateLimit.loginFailuresBeforeDelay,
        loginsPerIpPerMinute: config.rateLimit.loginsPerIpPerMinute,
      },
      sessions,
      devices: knownDevices,
    }),
    signInWithGoogle: new SignInWithGoogleHandler({ uow, clock, sessions }),
    listSessions: new ListSessionsHandler({ uow, clock }),
    endSession: new EndSessionHandler({ uow, clock, sessionsChanged }),
    endOtherSessions: new EndOtherSessionsHandler({ uow, clock, sessionsChanged }),
    logout: new LogoutHandler({ uow, clock, sessionsChanged }),
    registration,
    requestPasswordReset: new RequestPasswordReset({ uow, codes, jobs }),
    sendResetCode,
    verifyResetCode: new VerifyResetCodeHandler({ uow, secrets, codes, clock }),
    resetPassword: new ResetPasswordHandler({
      uow,
      hasher,
      secrets,
      sessionsChanged,
      clock,
      attempts,
      notices,
    }),
    requestEmailChange: new RequestEmailChange({ uow, reauthentication, codes }),
    confirmEmailChange: new ConfirmEmailChange({ uow, codes, mailer, clock, log, publicUrl }),
    // A seller's mobile number, confirmed by a code by SMS (the seller card's "Telefon bestätigt").
    phoneVerification: new PhoneVerification({ uow, codes, sms: adapters.sms, attempts, clock }),
    updateProfile: new UpdateProfileHandler({ uow }),
    saveNotificationSettings: new SaveNotificationSettingsHandler({ uow }),
    changePassword: new ChangePasswordHandler({ uow, hasher, reauthentication, sessionsChanged, notices, sessions }),
    deleteAccount: new DeleteAccountHandler({
      uow,
      reauthentication,
      sessionsChanged,
      images,
      log,
      mailer,
      clock,
      publicUrl,
      adsChanged,
    }),
    saveSellerDetails: new SaveSellerDetailsHandler({ uow, clock, adsChanged }),
  };
}

export type AccountsUseCases = ReturnType<typeof composeAccounts>;
