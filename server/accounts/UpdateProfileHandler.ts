import { ApiError } from '../platform/domain/ApiError';
import type { UnitOfWork } from '../platform/ports';
import type { UserRecord } from './domain/user';

export interface ProfileChange {
  name?: string;
  lastname?: string;
  phone_number?: string;
  language?: 'de' | 'en';
}

/** The person changes their name, number or language; a changed number is no longer the confirmed one. */
export class UpdateProfileHandler {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'users'>;
    },
  ) {}

  async execute(user: UserRecord, change: ProfileChange): Promise<UserRecord> {
    const updated = await this.deps.uow.repos.users.update(user.id, {
      ...(change.name !== undefined && { name: change.name.trim() }),
      ...(change.lastname !== undefined && { lastname: change.lastname.trim() }),
      // A changed number is no longer the confirmed one: it is shown on no ad until confirmed again.
      ...(change.phone_number !== undefined &&
        change.phone_number.trim() !== user.phoneNumber && {
          phoneNumber: change.phone_number.trim(),
          phoneVerifiedAt: null,
          showPhone: false,
        }),
      ...(change.language !== undefined && { language: change.language }),
    });
    if (!updated) throw ApiError.unauthorized();
    return updated;
  }
}
