import { normalizeEmail } from '../../src/domain/validation';
import { ApiError } from '../platform/domain/ApiError';
import type { Clock, UnitOfWork } from '../platform/ports';
import type { OneTimeCodes } from './OneTimeCodes';
import type { SecretHasher } from './ports';

/** Marks the reset code verified and returns the secret for the httpOnly cookie that binds the reset. */
export class VerifyResetCodeHandler {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'codes' | 'users'>;
      secrets: SecretHasher;
      codes: OneTimeCodes;
      clock: Clock;
    },
  ) {}

  async execute(emailInput: string, code: string): Promise<string> {
    const { uow, secrets, clock } = this.deps;
    const user = await uow.repos.users.findByEmail(normalizeEmail(emailInput));
    if (!user || user.blocked) throw new ApiError(400, 'CODE_INVALID', 'The code is not correct');
    const record = await this.deps.codes.check(user, 'reset', code);
    const secret = secrets.newSecret();
    await uow.repos.codes.update(record.id, { verifiedAt: clock.now(), resetTokenHash: secrets.hash(secret) });
    return secret;
  }
}
