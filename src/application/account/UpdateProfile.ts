import type { User } from '../../domain/user';
import { ValidationError } from '../../domain/errors';
import { checkName, checkPhone } from '../../domain/validation';
import type { SessionState, SessionStore } from '../auth/ports';
import type { AccountApi, ProfileChange } from './ports';

export class UpdateProfile {
  constructor(
    private readonly api: AccountApi,
    private readonly store: SessionStore,
    private readonly state: SessionState,
  ) {}

  async execute(change: Required<ProfileChange>): Promise<User> {
    const problems = [
      checkName(change.name, 'name'),
      checkName(change.lastname, 'lastname'),
      checkPhone(change.phone_number),
    ].filter((p) => p !== null);
    if (problems.length > 0) throw new ValidationError(problems);
    const user = await this.api.updateProfile(change);
    const token = this.state.accessToken;
    if (token) {
      this.state.set({ accessToken: token, user });
      this.store.save({ accessToken: token, user });
    }
    return user;
  }
}
