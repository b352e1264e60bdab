import { ValidationError } from '../../domain/errors';
import { validateNewPassword } from '../../domain/validation';
import type { SessionState, SessionStore } from '../auth/ports';
import type { AccountApi } from './ports';

export class ChangePassword {
  constructor(
    private readonly api: AccountApi,
    private readonly store: SessionStore,
    private readonly state: SessionState,
  ) {}

  /** Other sessions end on the server; this one continues with the fresh token it returns. */
  async execute(payload: { currentPassword: string; newPassword: string; confirmPassword: string }): Promise<void> {
    const problems = [
      payload.currentPassword
        ? null
        : { field: 'currentPassword', code: 'required' as const, message: 'Enter your current password' },
      ...validateNewPassword(payload),
    ].filter((p) => p !== null);
    if (problems.length > 0) throw new ValidationError(problems);
    const session = await this.api.changePassword(payload);
    this.state.set(session);
    this.store.save(session);
  }
}
