import type { SellerType } from '../../src/domain/ad';
import type { Session } from '../../src/domain/user';
import { normalizeEmail } from '../../src/domain/validation';
import { ApiError } from '../platform/domain/ApiError';
import type { Language, UserRecord } from './domain/user';
import { codeMail, registrationAttemptMail } from '../platform/mailTemplates';
import type { Clock, JobPayloads, JobQueue, Logger, UnitOfWork } from '../platform/ports';
import type { KnownDevices } from './KnownDevices';
import type { OneTimeCodes } from './OneTimeCodes';
import type { PasswordHasher } from './ports';

export interface RegistrationInput {
  name: string;
  lastname: string;
  email: string;
  phone_number?: string;
  password: string;
  accountKind?: SellerType;
}

/**
 * New accounts: registering, the activation code by mail (again on request), and activating, which signs the person
 * in (spec §7). Nothing here tells whether an address has an account.
 */
export class Registration {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'codes' | 'users'>;
      hasher: PasswordHasher;
      /** Activation codes and the mails that carry them. */
      codes: OneTimeCodes;
      /** The code is made and mailed in a job (see JobPayloads). */
      jobs: JobQueue;
      clock: Clock;
      log: Logger;
      /** The site's address, for links in mails. */
      publicUrl: string;
      /** An activated account is signed in at once. */
      sessions: { execute(user: UserRecord, userAgent: string, otherAccountsOnDevice?: number): Promise<Session> };
      /** How many accounts signed in from the activating browser before (a risk signal, KnownDevices). */
      devices: Pick<KnownDevices, 'otherAccounts'>;
    },
  ) {}

  /**
   * Creates the account and queues the job that makes and mails its code. An address that has an account already gets the same answer
   * after the same password hashing (nothing tells whether an address is registered); its owner is mailed that
   * someone tried. The account is written before the answer, so a 201 is never lost to a crash.
   */
  async register(input: RegistrationInput, language: Language, client: string): Promise<void> {
    const email = normalizeEmail(input.email);
    await this.deps.codes.acceptRequest(email, client);
    const passwordHash = await this.deps.hasher.hash(input.password);
    const outcome = await this.deps.uow.transaction(async (repos) => {
      const owner = await repos.users.findByEmail(email);
      if (owner) return { created: null, owner };
      const user = await repos.users.create({
        name: input.name.trim(),
        lastname: input.lastname.trim(),
        email,
        phoneNumber: input.phone_number?.trim() || null,
        img: null,
        role: 'USER',
        passwordHash,
        activated: false,
        language,
        accountKind: input.accountKind ?? 'private',
      });
      return { created: user, owner: null };
    });
    // Either way one job is queued and nothing more is written here (the same work, so the same time): a new account's
    // code is made by the same job as a resend, the owner's notice by a job that checks their budget of mails.
    // The account exists now; if the job cannot be queued, "send the code again" makes the code later.
    await this.deps.jobs
      .enqueue(outcome.created ? 'activation-code' : 'registration-attempt', { email })
      .catch((error: unknown) =>
        this.deps.log.error({ err: error, to: email }, 'queueing the registration mail failed'),
      );
  }

  /** The job behind registering a taken address: its owner learns that someone tried, within their mails for the hour. */
  async mailRegistrationAttempt({ email }: JobPayloads['registration-attempt']): Promise<void> {
    const owner = await this.deps.uow.repos.users.findByEmail(email);
    if (!owner || owner.blocked || !(await this.deps.codes.mailBudgetLeft(email))) return;
    await this.deps.codes.mail(
      (user) => registrationAttemptMail(user.language, user.email, user.name, `${this.deps.publicUrl}/auth/login`),
      owner,
    );
  }

  async activate(emailInput: string, code: string, userAgent: string, deviceCookie?: string): Promise<Session> {
    const email = normalizeEmail(emailInput);
    const user = await this.deps.uow.repos.users.findByEmail(email);
    if (!user) throw new ApiError(400, 'CODE_INVALID', 'The code is not correct');
    // An active account answers like an unknown address: activation must not tell which addresses have one.
    if (user.activated) throw new ApiError(400, 'CODE_INVALID', 'The code is not correct');
    const record = await this.deps.codes.check(user, 'activation', code);
    const activated = await this.deps.uow.transaction(async (repos) => {
      await repos.codes.update(record.id, { usedAt: this.deps.clock.now() });
      return repos.users.update(user.id, { activated: true });
    });
    if (activated!.blocked) throw new ApiError(403, 'ACCOUNT_BLOCKED', 'This account is blocked');
    return this.deps.sessions.execute(
      activated!,
      userAgent,
      this.deps.devices.otherAccounts(activated!.id, deviceCookie),
    );
  }

  /**
   * Answers the same whether or not the account exists; a resend within a minute is skipped. Only an account waiting
   * for activation gets a job: addresses without one queue nothing, so a flood of them cannot hold up real codes.
   */
  async resendActivation(emailInput: string, client: string): Promise<void> {
    const email = normalizeEmail(emailInput);
    await this.deps.codes.acceptRequest(email, client);
    const user = await this.deps.uow.repos.users.findByEmail(email);
    if (user && !user.activated && !user.blocked) await this.deps.jobs.enqueue('activation-code', { email });
  }

  /** The job behind resend: a new code for an account still waiting for activation, nothing for any other address. */
  async sendActivationCode({ email }: JobPayloads['activation-code']): Promise<void> {
    const user = await this.deps.uow.repos.users.findByEmail(email);
    if (!user || user.activated || user.blocked) return;
    // Past the address's mails for the hour no new code is made: the one mailed last stays valid.
    if (!(await this.deps.codes.mailBudgetLeft(email))) return;
    const code = await this.deps.codes.fresh(user, 'activation');
    if (code) await this.deps.codes.mail((u) => codeMail('activation', u.language, u.email, u.name, code), user);
  }
}
