import type { User } from '../../domain/user';
import { ValidationError } from '../../domain/errors';
import { checkEmail } from '../../domain/validation';
import type { SessionState, SessionStore } from '../auth/ports';
import type { AccountApi } from './ports';

/** A new e-mail address in two steps: the address and the password, then the code mailed to the new address. */
export class ChangeEmail {
  constructor(
    private readonly api: AccountApi,
    private readonly store: SessionStore,
    private readonly state: SessionState,
  ) {}

  async request(newEmail: string, password: string): Promise<void> {
    const problems = [
      checkEmail(newEmail, 'newEmail'),
      password ? null : { field: 'password', code: 'required' as const, message: 'Enter your password' },
    ].filter((p) => p !== null);
    if (problems.length > 0) throw new ValidationError(problems);
    await this.api.requestEmailChange(newEmail, password);
  }

  /** The session keeps its token and shows the new address at once. */
  async confirm(code: string): Promise<User> {
    if (!/^\d{6}$/.test(code.trim()))
      throw new ValidationError([{ field: 'code', code: 'invalid', message: 'Enter the six digits from the e-mail' }]);
    const user = await this.api.confirmEmailChange(code.trim());
    const token = this.state.accessToken;
    if (token) {
      this.state.set({ accessToken: token, user });
      this.store.save({ accessToken: token, user });
    }
    return user;
  }
}
